import { businessConstants, feedbackQuestionTypes, sendFeedback, type FeedbackQuestionType } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { ApiError } from '@ficha/contract/client';
import { Button, Dialog, SelectField } from '@ficha/ui';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useCaptcha } from '../../lib/use-captcha.ts';
import '../../ui/auth-forms.css';
import { emptyFeedbackFields, type FeedbackField } from './feedback-fields.ts';
import './feedback-dialog.css';

const maxLength = businessConstants.feedback.descriptionMaxLength;
const hintMin = businessConstants.feedback.descriptionHintMinLength;

/**
 * The feedback modal (SPEC §2.4, §3, §5): question type, description (trimmed, at most 200 characters) and
 * the image captcha. Empty fields are named in one warning; a sent feedback closes the modal.
 */
export function FeedbackDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('content');
  const descriptionId = useId();
  const [values, setValues] = useState<Record<FeedbackField, string>>({ type: '', content: '', captcha: '' });
  const [emptyFields, setEmptyFields] = useState<FeedbackField[]>([]);
  const captcha = useCaptcha(true);
  const send = useMutation({
    mutationFn: () =>
      apiClient.call(sendFeedback, {
        type: Number(values.type) as FeedbackQuestionType,
        content: values.content.trim(),
        captchaId: captcha.captchaId ?? '',
        captcha: values.captcha.trim(),
      }),
    onSuccess: onSent,
    onError: (error) => {
      // A captcha works once: any failure needs a new image and answer.
      captcha.refresh(true);
      setValues((current) => ({ ...current, captcha: '' }));
      if (error instanceof ApiError && error.errorCode === 'captcha_error') setEmptyFields([]);
    },
  });
  const setValue = (field: FeedbackField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const empty = emptyFeedbackFields(values);
    setEmptyFields(empty);
    if (empty.length > 0) return;
    send.mutate();
  }

  const length = values.content.trim().length;
  return (
    <Dialog title={t('feedback_title')} closeLabel={t('close')} onClose={onClose} size="small">
      <form className="auth-form feedback-form" onSubmit={handleSubmit} noValidate>
        <SelectField
          label={t('feedback_type')}
          value={values.type}
          onChange={(event) => setValue('type', event.target.value)}
          aria-required
          data-autofocus
        >
          <option value="">{t('feedback_type_choose')}</option>
          {feedbackQuestionTypes.map((type) => (
            <option key={type} value={String(type)}>
              {t(`feedback_type_${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="form-field">
          <label htmlFor={descriptionId} className="form-field__label">
            {t('feedback_content')}
          </label>
          <textarea
            id={descriptionId}
            className="form-field__input feedback-form__textarea"
            value={values.content}
            maxLength={maxLength}
            rows={5}
            aria-required
            aria-describedby={`${descriptionId}-hint`}
            onChange={(event) => setValue('content', event.target.value)}
          />
          <p id={`${descriptionId}-hint`} className="form-field__hint feedback-form__hint">
            <span>{t('feedback_content_hint', { min: hintMin, max: maxLength })}</span>
            <span aria-live="polite">{t('feedback_count', { count: length, max: maxLength })}</span>
          </p>
        </div>
        <CaptchaField
          captcha={captcha}
          value={values.captcha}
          error={null}
          onChange={(event) => setValue('captcha', event.target.value)}
          onBlur={() => undefined}
        />
        {emptyFields.length > 0 ? (
          <p className="auth-form__error" role="alert">
            {t('feedback_empty', { fields: emptyFields.map((field) => t(`feedback_field_${field}`)).join(', ') })}
          </p>
        ) : null}
        <FormError error={send.error} />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('feedback_sending') : t('feedback_send')}
        </Button>
      </form>
    </Dialog>
  );
}
