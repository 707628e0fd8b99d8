import { setOperatorAllowedIps } from '@ficha/contract';
import { TextareaField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { cidrLines, cidrText } from './cidr-lines.ts';
import { useSetOperatorAllowedIps, type OperatorAccount } from './queries.ts';

export interface AllowedIpsDialogProps {
  /** The operator whose address ranges change; null when closed. */
  operator: OperatorAccount | null;
  onClose: () => void;
}

const formId = 'operator-ips-form';

/** The address ranges an operator may use the console from, one per line; none means any address. */
export function AllowedIpsDialog({ operator, onClose }: AllowedIpsDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      isOpen={operator !== null}
      title={t('operators.ipsTitle', { username: operator?.username ?? '' })}
      formId={formId}
      submitLabel={t('operators.ipsSave')}
      onClose={onClose}
    >
      {operator ? <AllowedIpsForm key={operator.id} operator={operator} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function AllowedIpsForm({ operator, onDone }: { operator: OperatorAccount; onDone: () => void }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const change = useSetOperatorAllowedIps();
  const form = useForm({
    defaultValues: { allowedCidrs: cidrText(operator.allowedCidrs) },
    resolver: schemaResolver(
      withRequest(
        z
          .object({ allowedCidrs: z.string() })
          .transform((values) => ({ operatorId: operator.id, allowedCidrs: cidrLines(values.allowedCidrs) })),
        setOperatorAllowedIps.request,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields: ['allowedCidrs'],
    submit: async (body) => {
      await change.mutateAsync(body);
      onDone();
    },
  });
  const cidrError = fieldErrorTexts(form.formState.errors, fieldMessage)('allowedCidrs');
  return (
    <form id={formId} className="operator-form" onSubmit={submission.handleSubmit} noValidate>
      <TextareaField
        label={t('operators.allowedCidrs')}
        hint={t('operators.allowedCidrsHint')}
        rows={4}
        {...form.register('allowedCidrs')}
        errors={cidrError ? [cidrError] : []}
      />
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
