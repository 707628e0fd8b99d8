import { Button, TextareaField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/form-error.tsx';
import { chatCalls } from './chat-queries.ts';

/** A visitor's contact form: name, how to reach them and the first message open a conversation. */
export function VisitorChatForm({ onStarted }: { onStarted: (visitorKey: string) => void }) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);
  const missing = { name: name.trim() === '', contact: contact.trim().length < 3, text: text.trim() === '' };
  const [isChecked, setIsChecked] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (missing.name || missing.contact || missing.text) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const started = await chatCalls.startVisitor({ name: name.trim(), contact: contact.trim(), text: text.trim() });
      onStarted(started.visitorKey);
    } catch (error) {
      setFailure(error);
    } finally {
      setIsBusy(false);
    }
  }

  const required = (isMissing: boolean) => (isChecked && isMissing ? t('chat_required') : undefined);
  return (
    <form className="visitor-chat-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('visitor_intro')}</p>
      <TextField
        label={t('visitor_name')}
        value={name}
        maxLength={100}
        autoComplete="name"
        required
        error={required(missing.name)}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('visitor_contact')}
        value={contact}
        maxLength={200}
        autoComplete="email"
        required
        error={required(missing.contact)}
        onChange={(event) => setContact(event.target.value)}
      />
      <TextareaField
        label={t('visitor_message')}
        value={text}
        maxLength={2000}
        rows={3}
        required
        error={required(missing.text)}
        onChange={(event) => setText(event.target.value)}
      />
      <FormError error={failure} />
      <Button type="submit" disabled={isBusy}>
        {t('visitor_start')}
      </Button>
    </form>
  );
}
