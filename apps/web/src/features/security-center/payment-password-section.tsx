import { setPaymentPassword } from '@ficha/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ficha/ui';
import type { FieldProblems } from './field-problems.ts';
import { focusFirstInvalid } from './form-focus.ts';
import { FormMessages } from './form-messages.tsx';
import { useSetPaymentPassword } from './queries.ts';
import { SecurityFormActions } from './security-form-actions.tsx';
import { SecuritySection } from './security-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useFormFeedback } from './use-form-feedback.ts';

const formFields = ['newPaymentPassword', 'confirmPaymentPassword', 'loginPassword'] as const;
type FormField = (typeof formFields)[number];

const emptyForm: Record<FormField, string> = { newPaymentPassword: '', confirmPaymentPassword: '', loginPassword: '' };

export interface PaymentPasswordSectionProps {
  hasPaymentPassword: boolean;
}

/** "Contraseña de pago": sets or changes the 6-digit payment password, confirmed with the login password. */
export function PaymentPasswordSection({ hasPaymentPassword }: PaymentPasswordSectionProps) {
  const { t } = useTranslation('member');
  const save = useSetPaymentPassword();
  const feedback = useFormFeedback(formFields);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(emptyForm);
  const [status, setStatus] = useState<string | null>(null);

  const handleChange = (field: FormField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    feedback.clearField(field);
    setStatus(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setStatus(null);
    const checked = setPaymentPassword.request.safeParse(form);
    const mismatch: FieldProblems =
      form.confirmPaymentPassword !== form.newPaymentPassword
        ? { confirmPaymentPassword: { reason: 'inconsistent_twice', params: {} } }
        : {};
    if (!checked.success || mismatch.confirmPaymentPassword) {
      feedback.showIssues(checked.error?.issues ?? [], mismatch);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    save.mutate(checked.data, {
      onSuccess: () => {
        setForm(emptyForm);
        setStatus(t('payment_password_saved'));
      },
      onError: (error) => {
        feedback.showError(error);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  const badge = hasPaymentPassword ? (
    <StatusBadge tone="success">{t('payment_password_set')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('payment_password_not_set')}</StatusBadge>
  );

  return (
    <SecuritySection title={t('payment_password_title')} badge={badge} description={t('payment_password_text')}>
      <form ref={formRef} className="security-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={hasPaymentPassword ? t('payment_password_new') : t('payment_password')}
          name="newPaymentPassword"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          hint={t('payment_password_hint')}
          value={form.newPaymentPassword}
          error={feedback.fieldError('newPaymentPassword')}
          onChange={(event) => handleChange('newPaymentPassword')(event.target.value)}
        />
        <TextField
          label={t('payment_password_confirm')}
          name="confirmPaymentPassword"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={form.confirmPaymentPassword}
          error={feedback.fieldError('confirmPaymentPassword')}
          onChange={(event) => handleChange('confirmPaymentPassword')(event.target.value)}
        />
        <TextField
          label={t('login_password')}
          name="loginPassword"
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={form.loginPassword}
          error={feedback.fieldError('loginPassword')}
          onChange={(event) => handleChange('loginPassword')(event.target.value)}
        />
        <SecurityFormActions
          submitLabel={hasPaymentPassword ? t('payment_password_change') : t('payment_password_create')}
          isPending={save.isPending}
        />
        <FormMessages status={status} error={feedback.formError} />
      </form>
    </SecuritySection>
  );
}
