import { businessConstants, feedbackQuestionTypes, sendFeedback, type FeedbackQuestionType } from '@ficha/contract';
import { schemaResolver, textValues, useFormSubmit, withChecks, withRequest } from '@ficha/ui/forms';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Button, Dialog, SelectField } from '@ficha/ui';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useCaptcha } from '../../lib/use-captcha.ts';
import '../../ui/auth-forms.css';
import { emptyFeedbackFields, feedbackFields } from './feedback-fields.ts';
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
  const captcha = useCaptcha(true);
  const form = useForm({
    defaultValues: { type: '', content: '', captcha: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: schemaResolver(
      withRequest(
        withChecks(textValues(...feedbackFields), (values) =>
          emptyFeedbackFields(values).map((field) => ({ field, reason: 'required' })),
        ).transform((values) => ({
          type: Number(values.type) as FeedbackQuestionType,
          content: values.content.trim(),
          ...(captcha.captchaId ? { captchaId: captcha.captchaId } : {}),
          captcha: values.captcha.trim(),
        })),
        sendFeedback.request,
      ),
    ),
  });
  // No input shows the server's word: its failure is the form's line.
  const submission = useFormSubmit(form, {
    fields: [],
    submit: async (body) => {
      await apiClient.call(sendFeedback, body);
      onSent();
    },
    onFailure: () => {
      // A captcha works once: any failure needs a new image and answer.
      captcha.refresh(true);
      form.setValue('captcha', '');
    },
  });
  const { errors } = form.formState;
  const emptyFields = feedbackFields.filter((field) => errors[field]);

  const length = useWatch({ control: form.control, name: 'content' }).trim().length;
  return (
    <Dialog title={t('feedback_title')} closeLabel={t('close')} onClose={onClose} size="small">
      <form className="auth-form feedback-form" onSubmit={(event) => void submission.handleSubmit(event)} noValidate>
        <SelectField label={t('feedback_type')} {...form.register('type')} aria-required data-autofocus>
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
            {...form.register('content')}
            maxLength={maxLength}
            rows={5}
            aria-required
            aria-describedby={`${descriptionId}-hint`}
          />
          <p id={`${descriptionId}-hint`} className="form-field__hint feedback-form__hint">
            <span>{t('feedback_content_hint', { min: hintMin, max: maxLength })}</span>
            <span aria-live="polite">{t('feedback_count', { count: length, max: maxLength })}</span>
          </p>
        </div>
        <CaptchaField captcha={captcha} {...form.register('captcha')} error={null} />
        {emptyFields.length > 0 ? (
          <p className="auth-form__error" role="alert">
            {t('feedback_empty', { fields: emptyFields.map((field) => t(`feedback_field_${field}`)).join(', ') })}
          </p>
        ) : null}
        <FormError error={submission.isPending ? null : submission.failure} />
        <Button type="submit" disabled={submission.isPending}>
          {submission.isPending ? t('feedback_sending') : t('feedback_send')}
        </Button>
      </form>
    </Dialog>
  );
}
