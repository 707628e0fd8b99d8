import { DataTable, formatDateTime } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { Badge } from '../../ui/badge.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePlayerMessages } from './queries.ts';

/**
 * The messages sent to the player (issue 20 "Player 360"): title, sender, when sent and whether and when the
 * player read it, newest first, paged. Shown to operators who may view messages.
 */
export function PlayerMessages({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const canView = useCan('messages.view');
  const [page, setPage] = useState(1);
  const messages = usePlayerMessages(memberId, page, canView);
  if (!canView) return null;
  const data = messages.data;
  return (
    <section className="card" aria-labelledby="player-messages-title">
      <h2 id="player-messages-title" className="card-title">
        {t('player360.messagesTitle')}
      </h2>
      {!data ? (
        <p>{messages.isError ? t('player360.messagesUnavailable') : t('states.loading')}</p>
      ) : data.list.length === 0 ? (
        <p>{t('player360.noMessages')}</p>
      ) : (
        <>
          <DataTable
            caption={t('player360.messagesCaption')}
            className="player-messages"
            isStale={messages.isPlaceholderData}
            rows={data.list}
            rowKey={(message) => message.id}
            columns={[
              {
                label: t('player360.messageTitle'),
                cell: (message) => message.subject ?? t('player360.feedbackAnswer'),
              },
              { label: t('player360.messageSender'), cell: (message) => message.sender ?? '—' },
              {
                label: t('player360.messageSentAt'),
                cell: (message) => (
                  <time dateTime={message.sentAt}>
                    {formatDateTime(message.sentAt, i18n.language, { time: 'short' })}
                  </time>
                ),
              },
              {
                label: t('player360.messageRead'),
                cell: (message) =>
                  message.readAt ? (
                    <time dateTime={message.readAt}>
                      {formatDateTime(message.readAt, i18n.language, { time: 'short' })}
                    </time>
                  ) : (
                    <Badge label={t('player360.unread')} tone="info" />
                  ),
              },
            ]}
          />
          {data.totalPages > 1 ? (
            <Pager
              page={page}
              totalPages={data.totalPages}
              onPageChange={setPage}
              isBusy={messages.isPlaceholderData}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
