import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import type { OutboxMessage } from './queries.ts';
import './outbox-list.css';

export interface OutboxListProps {
  messages: readonly OutboxMessage[];
  isStale?: boolean;
}

const statusTones = { stored: 'neutral', sent: 'success', failed: 'danger' } as const;

/** Each message as a card: channel, recipient and time, the subject, the body as sent, purpose and status. */
export function OutboxList({ messages, isStale = false }: OutboxListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ol
      className={isStale ? 'outbox-list is-stale' : 'outbox-list'}
      aria-label={t('outbox.listLabel')}
      aria-busy={isStale || undefined}
    >
      {messages.map((message) => (
        <li key={message.id} className="card outbox-message">
          <div className="outbox-head">
            <Badge label={t(`outbox.channels.${message.channel}`)} tone="info" />
            <span className="outbox-recipient">
              <span className="visually-hidden">{t('outbox.recipient')}: </span>
              {message.recipient}
            </span>
            <time className="outbox-time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt, i18n.language)}
            </time>
          </div>
          {message.subject ? <h2 className="outbox-subject">{message.subject}</h2> : null}
          <pre className="outbox-body">{message.body}</pre>
          <dl className="outbox-meta">
            <div>
              <dt>{t('outbox.purpose')}</dt>
              <dd>
                <code>{message.purpose}</code>
              </dd>
            </div>
            <div>
              <dt>{t('outbox.status')}</dt>
              <dd>
                <Badge label={t(`outbox.statuses.${message.status}`)} tone={statusTones[message.status]} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
