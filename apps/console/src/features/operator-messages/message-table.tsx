import type { MessageAudience, OperatorMessage } from '@ficha/contract';
import { DataTable, formatDateTime, RowAction } from '@ficha/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { Badge } from '../../ui/badge.tsx';

/** The audience of a message in a few words ("Tag: vip", "3 players"). */
export function audienceText(t: TFunction, audience: MessageAudience): string {
  switch (audience.kind) {
    case 'player':
      return t('operatorMessages.audience.player', { username: audience.username });
    case 'list':
      return t('operatorMessages.audience.list', { count: audience.usernames.length });
    case 'tag':
      return t('operatorMessages.audience.tag', { tag: audience.tag });
    case 'vipRank':
      return audience.orAbove
        ? t('operatorMessages.audience.vipRankOrAbove', { level: audience.level })
        : t('operatorMessages.audience.vipRank', { level: audience.level });
    case 'agent':
      return t('operatorMessages.audience.agent', { username: audience.agentUsername });
    case 'inactive':
      return t('operatorMessages.audience.inactive', { count: audience.days });
    case 'everyone':
      return t('operatorMessages.audience.everyone');
  }
}

const tones = { scheduled: 'info', sent: 'success', cancelled: 'neutral' } as const;

/** Sent and scheduled messages: subject, audience, when, state, recipients and read count; receipts and cancel. */
export function MessageTable({
  items,
  isStale,
  onReceipts,
  onCancel,
}: {
  items: readonly OperatorMessage[];
  isStale: boolean;
  onReceipts: (message: OperatorMessage) => void;
  onCancel: (message: OperatorMessage) => void;
}) {
  const { t, i18n } = useTranslation();
  const canManage = useCan('messages.manage');
  return (
    <DataTable
      caption={t('operatorMessages.caption')}
      className="messages-table"
      isStale={isStale}
      rows={items}
      rowKey={(message) => message.id}
      columns={[
        {
          label: t('operatorMessages.subject'),
          cell: (message) => (
            <>
              <span className="messages-table__subject">{message.subject}</span>
              <span className="messages-table__note">{t('operatorMessages.by', { name: message.sentBy })}</span>
            </>
          ),
        },
        { label: t('operatorMessages.audienceColumn'), cell: (message) => audienceText(t, message.audience) },
        {
          label: t('operatorMessages.when'),
          cell: (message) => formatDateTime(message.sentAt ?? message.sendAt, i18n.language, { time: 'short' }),
        },
        {
          label: t('operatorMessages.status'),
          cell: (message) => (
            <Badge label={t(`operatorMessages.statuses.${message.status}`)} tone={tones[message.status]} />
          ),
        },
        {
          label: t('operatorMessages.readReceipts'),
          cell: (message) =>
            message.status === 'sent'
              ? t('operatorMessages.readOf', { read: message.readCount, count: message.recipients })
              : '—',
        },
        {
          label: t('operatorMessages.actions'),
          isLabelHidden: true,
          cell: (message) => (
            <>
              {message.status === 'sent' ? (
                <RowAction
                  label={t('operatorMessages.receipts')}
                  onClick={() => onReceipts(message)}
                  aria-label={t('operatorMessages.receiptsNamed', { subject: message.subject })}
                />
              ) : null}
              {message.status === 'scheduled' && canManage ? (
                <RowAction
                  label={t('operatorMessages.cancel')}
                  onClick={() => onCancel(message)}
                  aria-label={t('operatorMessages.cancelNamed', { subject: message.subject })}
                />
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
