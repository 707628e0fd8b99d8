import { setOperatorRole } from '@ficha/contract';
import { SelectField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useCustomRoleOptions, useSetOperatorRole, type OperatorAccount } from './queries.ts';
import { roleChoiceOf, roleOptions, roleValueOf } from './role-options.ts';

export interface RoleDialogProps {
  /** The operator whose role changes; null when closed. */
  operator: OperatorAccount | null;
  onClose: () => void;
}

const formId = 'operator-role-form';

/** Moves an operator to another built-in or custom role; the server keeps the merchant an active owner. */
export function RoleDialog({ operator, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      isOpen={operator !== null}
      title={t('operators.roleTitle', { username: operator?.username ?? '' })}
      formId={formId}
      submitLabel={t('operators.roleSave')}
      onClose={onClose}
    >
      {operator ? <RoleForm key={operator.id} operator={operator} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function RoleForm({ operator, onDone }: { operator: OperatorAccount; onDone: () => void }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const change = useSetOperatorRole();
  const customRoles = useCustomRoleOptions();
  const form = useForm({
    defaultValues: { role: roleValueOf(operator) },
    resolver: schemaResolver(
      withRequest(
        z
          .object({ role: z.string() })
          .transform((values) => ({ operatorId: operator.id, role: roleChoiceOf(values.role) })),
        setOperatorRole.request,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields: ['role'],
    submit: async (body) => {
      await change.mutateAsync(body);
      onDone();
    },
  });
  const roleError = fieldErrorTexts(form.formState.errors, fieldMessage)('role');
  return (
    <form id={formId} className="operator-form" onSubmit={submission.handleSubmit} noValidate>
      <SelectField
        label={t('operators.role')}
        hint={t('operators.roleHint')}
        options={roleOptions(t, customRoles)}
        {...form.register('role')}
        errors={roleError ? [roleError] : []}
      />
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
