import { messageAudienceKinds, messageBodyMax, messageSubjectMax, type MessageAudienceKind } from '@ficha/contract';
import { Button, SelectField, TextareaField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { audienceOf, draftFieldOf, emptyDraft, sendAtOf, type MessageDraft } from './message-drafts.ts';
import { usePreviewAudience, useSendMessage } from './queries.ts';
import { VipRankPicker } from './vip-rank-picker.tsx';

/**
 * Composes a message: the audience (kind and its one parameter), subject, text and an optional send time. The
 * recipient count is asked of the server before sending (players under a time-out or self-exclusion apart);
 * the server's problems show beside the fields they are about.
 */
export function ComposeForm({ onSent, onEdit }: { onSent: (scheduled: boolean) => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const [draft, setDraft] = useState<MessageDraft>(emptyDraft);
  const preview = usePreviewAudience();
  const send = useSendMessage();
  const failure = send.error ?? preview.error;

  const problems = new Map<keyof MessageDraft, string[]>();
  const unplaced: string[] = [];
  for (const fieldError of fieldErrorsOf(failure)) {
    const field = draftFieldOf(fieldError.field);
    const text =
      fieldError.reason === 'unknown_usernames'
        ? t('operatorMessages.unknownUsernames', { usernames: fieldError.params?.['usernames'] ?? '' })
        : fieldMessage(fieldError);
    if (field) problems.set(field, [...(problems.get(field) ?? []), text]);
    else unplaced.push(text);
  }
  const errorsOf = (field: keyof MessageDraft) => problems.get(field);

  function change<K extends keyof MessageDraft>(field: K, value: MessageDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    onEdit();
    preview.reset();
    send.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const sendAt = sendAtOf(draft.sendAt);
    send.mutate(
      {
        audience: audienceOf(draft),
        subject: draft.subject,
        body: draft.body,
        ...(sendAt === undefined ? {} : { sendAt }),
      },
      {
        onSuccess: (message) => {
          setDraft(emptyDraft);
          preview.reset();
          onSent(message.status === 'scheduled');
        },
      },
    );
  }

  const parameter = audienceParameter(draft.kind);
  return (
    <form className="messages-compose" onSubmit={submit} noValidate aria-labelledby="messages-compose-title">
      <h2 className="card-title" id="messages-compose-title">
        {t('operatorMessages.composeTitle')}
      </h2>
      <div className="messages-compose__audience">
        <SelectField
          label={t('operatorMessages.audienceKind')}
          value={draft.kind}
          options={messageAudienceKinds.map((kind) => ({ value: kind, label: t(`operatorMessages.kinds.${kind}`) }))}
          onChange={(event) => change('kind', event.target.value as MessageAudienceKind)}
        />
        {parameter === 'usernames' ? (
          <TextareaField
            label={t('operatorMessages.usernames')}
            hint={t('operatorMessages.usernamesHint')}
            rows={3}
            value={draft.usernames}
            onChange={(event) => change('usernames', event.target.value)}
            errors={errorsOf('usernames')}
          />
        ) : parameter === 'level' ? (
          <VipRankPicker
            level={draft.level}
            orAbove={draft.orAbove}
            onLevelChange={(level) => change('level', level)}
            onOrAboveChange={(orAbove) => change('orAbove', orAbove)}
            errors={errorsOf('level')}
          />
        ) : parameter ? (
          <TextField
            label={t(`operatorMessages.parameters.${parameter}`)}
            inputMode={parameter === 'days' ? 'numeric' : undefined}
            value={draft[parameter]}
            onChange={(event) => change(parameter, event.target.value)}
            errors={errorsOf(parameter)}
          />
        ) : null}
      </div>
      <div className="messages-compose__preview">
        <Button
          variant="secondary"
          onClick={() => preview.mutate(audienceOf(draft))}
          disabled={preview.isPending}
          aria-describedby="messages-preview-result"
        >
          {t('operatorMessages.preview')}
        </Button>
        <p id="messages-preview-result" className="messages-compose__count" role="status">
          {preview.data
            ? t('operatorMessages.previewResult', { count: preview.data.recipients }) +
              (preview.data.excluded > 0
                ? ` ${t('operatorMessages.previewExcluded', { count: preview.data.excluded })}`
                : '')
            : ''}
        </p>
      </div>
      <TextField
        label={t('operatorMessages.subject')}
        maxLength={messageSubjectMax}
        value={draft.subject}
        onChange={(event) => change('subject', event.target.value)}
        errors={errorsOf('subject')}
        required
      />
      <TextareaField
        label={t('operatorMessages.body')}
        maxLength={messageBodyMax}
        rows={5}
        value={draft.body}
        onChange={(event) => change('body', event.target.value)}
        errors={errorsOf('body')}
        required
      />
      <TextField
        label={t('operatorMessages.sendAt')}
        hint={t('operatorMessages.sendAtHint')}
        type="datetime-local"
        value={draft.sendAt}
        onChange={(event) => change('sendAt', event.target.value)}
        errors={errorsOf('sendAt')}
      />
      {failure && problems.size === 0 ? <AlertMessage message={errorMessage(failure)} details={unplaced} /> : null}
      <div className="messages-compose__actions">
        <Button variant="primary" type="submit" disabled={send.isPending}>
          {draft.sendAt.trim() === '' ? t('operatorMessages.sendNow') : t('operatorMessages.schedule')}
        </Button>
      </div>
    </form>
  );
}

/** The one form field an audience kind takes, or none (everyone). */
function audienceParameter(kind: MessageAudienceKind) {
  const fields = {
    player: 'username',
    list: 'usernames',
    tag: 'tag',
    vipRank: 'level',
    agent: 'agentUsername',
    inactive: 'days',
    everyone: null,
  } as const satisfies Record<MessageAudienceKind, keyof MessageDraft | null>;
  return fields[kind];
}
