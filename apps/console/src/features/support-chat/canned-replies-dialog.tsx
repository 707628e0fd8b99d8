import { Button, Dialog, TextareaField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useCannedReplies, useCreateCannedReply, useDeleteCannedReply } from './queries.ts';

/** The merchant's canned replies: add one, delete one (operators with support.manage). */
export function CannedRepliesDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const replies = useCannedReplies();
  const create = useCreateCannedReply();
  const remove = useDeleteCannedReply();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { title: title.trim(), text: text.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setText('');
        },
      },
    );
  }

  const failure = create.error ?? remove.error;
  return (
    <Dialog isOpen={isOpen} title={t('support.cannedTitle')} closeLabel={t('dialog.close')} onClose={onClose}>
      <ul className="support-canned">
        {(replies.data ?? []).map((reply) => (
          <li key={reply.id} className="support-canned__item">
            <span>
              <strong>{reply.title}</strong>
              <span className="support-canned__text">{reply.text}</span>
            </span>
            <Button variant="ghost" size="small" disabled={remove.isPending} onClick={() => remove.mutate(reply.id)}>
              {t('support.deleteCanned', { title: reply.title })}
            </Button>
          </li>
        ))}
      </ul>
      <form className="support-canned__form" onSubmit={submit}>
        <TextField
          label={t('support.cannedName')}
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextareaField
          label={t('support.cannedText')}
          value={text}
          maxLength={2000}
          rows={3}
          onChange={(e) => setText(e.target.value)}
        />
        {failure ? <AlertMessage message={errorMessage(failure)} /> : null}
        <Button type="submit" disabled={create.isPending || title.trim() === '' || text.trim() === ''}>
          {t('support.addCanned')}
        </Button>
      </form>
    </Dialog>
  );
}
