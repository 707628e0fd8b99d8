import { buttonClassName, ConfirmDialog, formatDateTime, TextareaField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { Badge } from '../../ui/badge.tsx';
import { alertDetailText } from './alert-detail-text.ts';
import { useRiskAlertAction, type RiskAlert } from './queries.ts';
import './risk.css';

export interface RiskAlertPanelProps {
  alert: RiskAlert & {
    notes: ReadonlyArray<{ id: number; operator: string; body: string; createdAt: string }>;
    memberStatus: string;
  };
}

/** One alert: what raised it, its notes, and (with `risk.manage`) take, note, close and lock the account. */
export function RiskAlertPanel({ alert }: RiskAlertPanelProps) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('risk.manage');
  const action = useRiskAlertAction();
  const [note, setNote] = useState('');
  const [isLocking, setIsLocking] = useState(false);
  const isOpen = alert.status === 'open';

  function submit(kind: 'note' | 'close') {
    return (event: FormEvent) => {
      event.preventDefault();
      const run =
        kind === 'note'
          ? action.mutateAsync({ kind, input: { alertId: alert.id, body: note } })
          : action.mutateAsync({ kind, input: { alertId: alert.id, note } });
      void run.then(() => setNote('')).catch(() => undefined);
    };
  }

  return (
    <section className="risk-alert" aria-labelledby="risk-alert-title">
      <h2 id="risk-alert-title">{t(`risk.rules.${alert.rule}`)}</h2>
      <p>{alertDetailText(alert, t, i18n.language)}</p>
      <p>
        <Badge label={t(`risk.statuses.${alert.status}`)} tone={isOpen ? 'info' : 'neutral'} />{' '}
        {t('risk.window', { day: alert.windowStart })}
      </p>
      <p>
        {t('risk.member')}: <Link to={`/members/${alert.memberId}`}>{alert.username}</Link> ·{' '}
        {t(`risk.memberStatuses.${alert.memberStatus === 'locked' ? 'locked' : 'active'}`)}
      </p>
      {alert.assignedTo ? <p>{t('risk.assignedTo', { name: alert.assignedTo })}</p> : null}
      {alert.closedBy && alert.closedAt ? (
        <p>
          {t('risk.closedBy', {
            name: alert.closedBy,
            time: formatDateTime(alert.closedAt, i18n.language, { time: 'short' }),
          })}
        </p>
      ) : null}
      {action.isError ? <AlertMessage message={errorMessage(action.error)} /> : null}

      <h3>{t('risk.notes')}</h3>
      {alert.notes.length === 0 ? <p className="risk-note">{t('risk.noNotes')}</p> : null}
      <ul className="risk-notes">
        {alert.notes.map((n) => (
          <li key={n.id}>
            <strong>{n.operator}</strong>{' '}
            <time className="risk-note" dateTime={n.createdAt}>
              {formatDateTime(n.createdAt, i18n.language, { time: 'short' })}
            </time>
            <p>{n.body}</p>
          </li>
        ))}
      </ul>

      {canManage && isOpen ? (
        <form onSubmit={submit('note')}>
          <TextareaField
            label={t('risk.noteLabel')}
            value={note}
            maxLength={500}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="risk-actions">
            <button type="submit" className={buttonClassName('secondary')} disabled={action.isPending || !note.trim()}>
              {t('risk.addNote')}
            </button>
            <button
              type="button"
              className={buttonClassName('primary')}
              disabled={action.isPending || !note.trim()}
              onClick={(event) => submit('close')(event)}
            >
              {t('risk.close')}
            </button>
            <button
              type="button"
              className={buttonClassName('secondary')}
              disabled={action.isPending}
              onClick={() =>
                action.mutate({ kind: 'assign', input: { alertId: alert.id, take: alert.assignedTo === null } })
              }
            >
              {alert.assignedTo === null ? t('risk.take') : t('risk.giveBack')}
            </button>
            {alert.memberStatus !== 'locked' ? (
              <button
                type="button"
                className={buttonClassName('danger')}
                disabled={action.isPending}
                onClick={() => setIsLocking(true)}
              >
                {t('risk.lock')}
              </button>
            ) : null}
          </div>
          <p className="risk-note">{t('risk.closeHint')}</p>
        </form>
      ) : null}
      <ConfirmDialog
        isOpen={isLocking}
        title={t('risk.lockTitle', { username: alert.username })}
        message={t('risk.lockBody')}
        confirmLabel={t('risk.lock')}
        isBusy={action.isPending}
        onCancel={() => setIsLocking(false)}
        onConfirm={() =>
          void action
            .mutateAsync({ kind: 'lock', input: { alertId: alert.id } })
            .finally(() => setIsLocking(false))
            .catch(() => undefined)
        }
      />
    </section>
  );
}
