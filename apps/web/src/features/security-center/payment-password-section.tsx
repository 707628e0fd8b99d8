import { setPaymentPassword } from '@ficha/contract';
import { withChecks } from '@ficha/ui/forms';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ficha/ui';
import { FormMessages } from './form-messages.tsx';
import { useSetPaymentPassword } from './queries.ts';
import { SecurityFormActions } from './security-form-actions.tsx';
import { SecuritySection } from './security-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useSecurityForm } from './use-security-form.ts';

const emptyForm = { newPaymentPassword: '', confirmPaymentPassword: '', loginPassword: '' };

const paymentPasswordSchema = withChecks(setPaymentPassword.request, (values) => [
  values.confirmPaymentPassword === values.newPaymentPassword
    ? null
    : { field: 'confirmPaymentPassword', reason: 'inconsistent_twice' },
]);

export interface PaymentPasswordSectionProps {
  hasPaymentPassword: boolean;
}

/** "Contraseña de pago": sets or changes the 6-digit payment password, confirmed with the login password. */
export function PaymentPasswordSection({ hasPaymentPassword }: PaymentPasswordSectionProps) {
  const { t } = useTranslation('member');
  const save = useSetPaymentPassword();
  const { form, field, errorText, status, setStatus, formError, submission, handleSubmit } = useSecurityForm({
    defaultValues: emptyForm,
    schema: paymentPasswordSchema,
    submit: async (body) => {
      await save.mutateAsync(body);
      form.reset(emptyForm);
      setStatus(t('payment_password_saved'));
    },
  });

  const badge = hasPaymentPassword ? (
    <StatusBadge tone="success">{t('payment_password_set')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('payment_password_not_set')}</StatusBadge>
  );

  return (
    <SecuritySection title={t('payment_password_title')} badge={badge} description={t('payment_password_text')}>
      <form className="security-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={hasPaymentPassword ? t('payment_password_new') : t('payment_password')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          hint={t('payment_password_hint')}
          {...field('newPaymentPassword')}
          error={errorText('newPaymentPassword')}
        />
        <TextField
          label={t('payment_password_confirm')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          {...field('confirmPaymentPassword')}
          error={errorText('confirmPaymentPassword')}
        />
        <TextField
          label={t('login_password')}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          {...field('loginPassword')}
          error={errorText('loginPassword')}
        />
        <SecurityFormActions
          submitLabel={hasPaymentPassword ? t('payment_password_change') : t('payment_password_create')}
          isPending={submission.isPending}
        />
        <FormMessages status={status} error={formError} />
      </form>
    </SecuritySection>
  );
}
