import { createOperatorAccount } from '@ficha/contract';
import { SelectField, TextareaField, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { cidrLines } from './cidr-lines.ts';
import { useCreateOperatorAccount, useCustomRoleOptions, type OperatorAccount } from './queries.ts';
import { roleChoiceOf, roleOptions } from './role-options.ts';
import './operator-accounts.css';

export interface CreateOperatorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (operator: OperatorAccount) => void;
}

const formId = 'create-operator-form';
const fields = ['username', 'displayName', 'role', 'password', 'allowedCidrs'] as const;

/**
 * A new operator of the merchant: sign-in name, display name, role, the initial password the owner hands over
 * (changed at the first sign-in) and, optionally, the address ranges it may sign in from.
 */
export function CreateOperatorDialog({ isOpen, onClose, onCreated }: CreateOperatorDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      isOpen={isOpen}
      title={t('operators.createTitle')}
      formId={formId}
      submitLabel={t('operators.create')}
      onClose={onClose}
    >
      {isOpen ? <CreateOperatorForm onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

function CreateOperatorForm({ onCreated }: Pick<CreateOperatorDialogProps, 'onCreated'>) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const create = useCreateOperatorAccount();
  const customRoles = useCustomRoleOptions();
  const form = useForm({
    defaultValues: { username: '', displayName: '', role: 'support', password: '', allowedCidrs: '' },
    resolver: schemaResolver(
      withRequest(
        z
          .object({
            username: z.string(),
            displayName: z.string(),
            role: z.string(),
            password: z.string(),
            allowedCidrs: z.string(),
          })
          .transform((values) => ({
            ...values,
            role: roleChoiceOf(values.role),
            allowedCidrs: cidrLines(values.allowedCidrs),
          })),
        createOperatorAccount.request,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields,
    submit: async (body) => onCreated(await create.mutateAsync(body)),
  });
  const errorsOf = (field: (typeof fields)[number]) => {
    const text = fieldErrorTexts(form.formState.errors, fieldMessage)(field);
    return text ? [text] : [];
  };

  return (
    <form id={formId} className="operator-form" onSubmit={submission.handleSubmit} noValidate>
      <TextField
        label={t('operators.username')}
        hint={t('operators.usernameHint')}
        autoComplete="off"
        maxLength={32}
        {...form.register('username')}
        errors={errorsOf('username')}
      />
      <TextField
        label={t('operators.displayName')}
        maxLength={64}
        {...form.register('displayName')}
        errors={errorsOf('displayName')}
      />
      <SelectField
        label={t('operators.role')}
        options={roleOptions(t, customRoles)}
        {...form.register('role')}
        errors={errorsOf('role')}
      />
      <TextField
        label={t('operators.initialPassword')}
        hint={t('operators.passwordHint')}
        type="text"
        autoComplete="off"
        maxLength={128}
        {...form.register('password')}
        errors={errorsOf('password')}
      />
      <TextareaField
        label={t('operators.allowedCidrs')}
        hint={t('operators.allowedCidrsHint')}
        rows={3}
        {...form.register('allowedCidrs')}
        errors={errorsOf('allowedCidrs')}
      />
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
