import { buttonClassName, formatDateTime, moneyText, TextareaField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { PlayChart } from './play-chart.tsx';
import { PlayerMessages } from './player-messages.tsx';
import { useAddPlayerNote, usePlayer360, useSetPlayerTags } from './queries.ts';
import './player-360.css';

/**
 * Play and money over time, shared IPs, notes, tags, the messages sent and the account's audit trail (player 360,
 * decision 0051).
 */
export function Player360Section({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const view = usePlayer360(memberId);
  const format = (amount: number) => moneyText(amount, i18n.language);
  if (!view.data)
    return (
      <section className="card">
        <p>{view.isError ? t('player360.unavailable') : t('states.loading')}</p>
      </section>
    );
  const { days, totals, sharedIps, audit } = view.data;
  return (
    <>
      <section className="card" aria-labelledby="player-play-title">
        <h2 id="player-play-title" className="card-title">
          {t('player360.playTitle')}
        </h2>
        <dl className="facts">
          {(['deposits', 'withdrawals', 'bets', 'wins'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`player360.${key}`)}</dt>
              <dd>{format(totals[key])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('player360.result')}</dt>
            <dd>{format(Math.round((totals.wins - totals.bets) * 100) / 100)}</dd>
          </div>
        </dl>
        {days.length === 0 ? <p>{t('player360.noPlay')}</p> : <PlayChart days={days} format={format} />}
      </section>
      <section className="card" aria-labelledby="player-ips-title">
        <h2 id="player-ips-title" className="card-title">
          {t('player360.sharedIpsTitle')}
        </h2>
        {sharedIps.length === 0 ? (
          <p>{t('player360.noSharedIps')}</p>
        ) : (
          <ul className="player-list">
            {sharedIps.map((shared) => (
              <li key={shared.ip}>
                <code>{shared.ip}</code>:{' '}
                {shared.accounts.map((account, index) => (
                  <span key={account.id}>
                    {index > 0 ? ', ' : null}
                    <Link to={`/members/${account.id}`}>{account.username}</Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PlayerNotes memberId={memberId} notes={view.data.notes} tags={view.data.tags} />
      <PlayerMessages memberId={memberId} />
      <section className="card" aria-labelledby="player-audit-title">
        <h2 id="player-audit-title" className="card-title">
          {t('player360.auditTitle')}
        </h2>
        {audit.length === 0 ? (
          <p>{t('player360.noAudit')}</p>
        ) : (
          <ul className="player-list">
            {audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt, i18n.language, { time: 'short' })}
                </time>{' '}
                <strong>{entry.actor}</strong> <code>{entry.action}</code>
                {entry.after ? <span className="player-muted"> {JSON.stringify(entry.after)}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

interface PlayerNotesProps {
  memberId: number;
  notes: ReadonlyArray<{ id: number; operator: string; body: string; createdAt: string }>;
  tags: readonly string[];
}

function PlayerNotes({ memberId, notes, tags }: PlayerNotesProps) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('members.manage');
  const addNote = useAddPlayerNote(memberId);
  const setTags = useSetPlayerTags(memberId);
  const [note, setNote] = useState('');
  const [tagText, setTagText] = useState(tags.join(', '));
  const error = addNote.error ?? setTags.error;

  function saveNote(event: FormEvent) {
    event.preventDefault();
    addNote.mutate(note, { onSuccess: () => setNote('') });
  }
  function saveTags(event: FormEvent) {
    event.preventDefault();
    const next = tagText
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    setTags.mutate(next);
  }

  return (
    <section className="card" aria-labelledby="player-notes-title">
      <h2 id="player-notes-title" className="card-title">
        {t('player360.notesTitle')}
      </h2>
      <p>
        {t('player360.tags')}:{' '}
        {tags.length === 0
          ? t('player360.noTags')
          : tags.map((tag) => (
              <span key={tag} className="player-tag">
                {tag}
              </span>
            ))}
      </p>
      {error ? <AlertMessage message={errorMessage(error)} /> : null}
      {canManage ? (
        <form className="player-form" onSubmit={saveTags}>
          <TextField
            label={t('player360.tagsLabel')}
            hint={t('player360.tagsHint')}
            value={tagText}
            maxLength={400}
            onChange={(event) => setTagText(event.target.value)}
          />
          <button type="submit" className={buttonClassName('secondary')} disabled={setTags.isPending}>
            {t('player360.saveTags')}
          </button>
        </form>
      ) : null}
      {notes.length === 0 ? <p>{t('player360.noNotes')}</p> : null}
      <ul className="player-list">
        {notes.map((n) => (
          <li key={n.id}>
            <strong>{n.operator}</strong>{' '}
            <time className="player-muted" dateTime={n.createdAt}>
              {formatDateTime(n.createdAt, i18n.language, { time: 'short' })}
            </time>
            <p>{n.body}</p>
          </li>
        ))}
      </ul>
      {canManage ? (
        <form className="player-form" onSubmit={saveNote}>
          <TextareaField
            label={t('player360.noteLabel')}
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="submit" className={buttonClassName('primary')} disabled={addNote.isPending || !note.trim()}>
            {t('player360.addNote')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
