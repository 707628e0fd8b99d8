import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { useInbox, useMarkMessageRead } from './queries.ts';
import './messages-page.css';

/**
 * The member centre's platform messages (messageV2, SPEC §2.6): newest first, ten a page. Opening an unread
 * message marks it read.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation('content');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useInbox(page);
  const markRead = useMarkMessageRead();

  if (inbox.isPending) return <LoadingState label={t('loading')} />;
  if (inbox.isError) {
    return (
      <ErrorState
        message={errorMessage(inbox.error)}
        retryLabel={t('retry')}
        onRetry={() => void inbox.refetch()}
        isRetrying={inbox.isFetching}
      />
    );
  }
  if (inbox.data.list.length === 0) return <EmptyState message={t('messages_empty')} />;

  const { list, totalPages } = inbox.data;
  return (
    <div className="messages-page" aria-busy={inbox.isPlaceholderData || undefined}>
      <ul className="messages-page__list">
        {list.map((message) => {
          const isOpen = openId === message.id;
          const bodyId = `message-${message.id}`;
          return (
            <li key={message.id} className={message.read ? 'message' : 'message message--unread'}>
              <button
                type="button"
                className="message__toggle"
                aria-expanded={isOpen}
                aria-controls={bodyId}
                onClick={() => {
                  setOpenId(isOpen ? null : message.id);
                  if (!isOpen && !message.read) markRead.mutate(message.id);
                }}
              >
                <span className="message__title">
                  {!message.read ? <span className="message__unread">{t('message_unread')}</span> : null}
                  {message.kind === 'operator_message' ? (message.subject ?? '') : t(`message_kind_${message.kind}`)}
                </span>
                <span className="message__time">
                  {formatDateTime(message.createdAt, i18n.language, { date: 'medium', time: 'short' })}
                </span>
              </button>
              <div id={bodyId} className="message__body" hidden={!isOpen}>
                {message.quote ? (
                  <blockquote className="message__quote">
                    <p className="message__quote-label">{t('message_you_wrote')}</p>
                    <p>{message.quote}</p>
                  </blockquote>
                ) : null}
                <p className="message__text">{message.body}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {totalPages > 1 ? (
        <nav className="messages-page__pager" aria-label={t('messages_pages')}>
          <button type="button" className="messages-page__step" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('pager_previous')}
          </button>
          <span>{t('messages_page_of', { page, total: totalPages })}</span>
          <button
            type="button"
            className="messages-page__step"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('pager_next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
