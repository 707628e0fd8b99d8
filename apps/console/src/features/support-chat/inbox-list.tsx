import type { ConsoleSupportConversation } from '@ficha/contract';
import { formatDateTime } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

export interface InboxListProps {
  conversations: readonly ConsoleSupportConversation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The queue: each conversation's customer, last message, time, assignee and unread count; newest first. */
export function InboxList({ conversations, selectedId, onSelect }: InboxListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="support-inbox" aria-label={t('support.queue')}>
      {conversations.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="support-inbox__item"
            aria-current={c.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(c.id)}
          >
            <span className="support-inbox__name">
              {c.customerName}
              {c.unread > 0 ? (
                <span className="support-inbox__unread">
                  <span aria-hidden="true">{c.unread}</span>
                  <span className="visually-hidden">{t('support.unread', { count: c.unread })}</span>
                </span>
              ) : null}
            </span>
            <span className="support-inbox__last">{c.lastMessageText || t('support.imageMessage')}</span>
            <span className="support-inbox__meta">
              {formatDateTime(c.lastMessageAt, i18n.language, { time: 'short' })}
              {' · '}
              {c.assignedOperatorName ?? t('support.unassigned')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
