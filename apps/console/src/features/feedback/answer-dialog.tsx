import type { ConsoleFeedback } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
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
  const { errorMessage, fieldMessage } = useErrorMessage();
  const answer = useAnswerFeedback();
  const [text, setText] = useState('');
  const errors = fieldErrorsOf(answer.error)
    .filter((e) => e.field === 'answer')
    .map(fieldMessage);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answer.isPending) return;
    answer.mutate({ id: item.id, answer: text.trim() }, { onSuccess: onSent });
  }

  return (
    <form id="feedback-answer-form" className="feedback-form" onSubmit={handleSubmit} noValidate>
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
        value={text}
        onChange={(event) => setText(event.target.value)}
        errors={errors}
      />
      {answer.isError && errors.length === 0 ? <AlertMessage message={errorMessage(answer.error)} /> : null}
    </form>
  );
}
