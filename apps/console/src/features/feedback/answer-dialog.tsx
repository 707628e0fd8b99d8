import type { ConsoleFeedback } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { TextareaField } from '@ficha/ui';
import { useAnswerFeedback } from './queries.ts';

/** Answers one feedback; a member's gets the answer as a message on the site. */
export function AnswerDialog({ item, onClose }: { item: ConsoleFeedback | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditDialog
      item={item}
      title={() => t('feedbackInbox.answerTitle')}
      formId="feedback-answer-form"
      submitLabel={t('feedbackInbox.send')}
      onClose={onClose}
    >
      {(item) => <AnswerForm key={item.id} item={item} onSent={onClose} />}
    </EditDialog>
  );
}

function AnswerForm({ item, onSent }: { item: ConsoleFeedback; onSent: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerFeedback();
  const { form, submission, errorsOf, formErrorText } = useEditForm({
    defaultValues: { answer: '' },
    fields: ['answer'],
    submit: async (values) => {
      await answer.mutateAsync({ id: item.id, answer: values.answer.trim() });
      onSent();
    },
  });

  return (
    <form id="feedback-answer-form" className="feedback-form" onSubmit={submission.handleSubmit} noValidate>
      <blockquote className="feedback-quote">
        <p className="feedback-note">
          {item.sender || t('feedbackInbox.anonymous')} · {t(`feedbackInbox.types.${item.type}`)}
        </p>
        <p className="feedback-text">{item.content}</p>
      </blockquote>
      <p className="card-hint">
        {item.memberId === null ? t('feedbackInbox.visitorAnswerHint') : t('feedbackInbox.memberAnswerHint')}
      </p>
      <TextareaField
        label={t('feedbackInbox.answerLabel')}
        maxLength={1000}
        rows={5}
        required
        {...form.register('answer')}
        errors={errorsOf('answer')}
      />
      {formErrorText ? <AlertMessage message={formErrorText} /> : null}
    </form>
  );
}
