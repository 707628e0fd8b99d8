import type { OperatorMessage } from '@ficha/contract';
import { DataTable, Dialog, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { useMessageReceipts } from './queries.ts';

/** Who received a sent message and when each read it (read ones first). */
export function ReceiptsDialog({ message, onClose }: { message: OperatorMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={message !== null}
      title={message ? t('operatorMessages.receiptsTitle', { subject: message.subject }) : ''}
      closeLabel={t('dialog.close')}
      onClose={onClose}
    >
      {message ? <Receipts key={message.id} message={message} /> : null}
    </Dialog>
  );
}

function Receipts({ message }: { message: OperatorMessage }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [page, setPage] = useState(1);
  const receipts = useMessageReceipts(message.id, page);
  if (receipts.isError && !receipts.data)
    return <ErrorState message={errorMessage(receipts.error)} onRetry={() => void receipts.refetch()} />;
  if (!receipts.data) return <LoadingState />;
  const { message: current, recipients, totalPages } = receipts.data;
  return (
    <div className="messages-receipts">
      <p className="messages-receipts__summary">
        {t('operatorMessages.readOf', { read: current.readCount, count: current.recipients })}
      </p>
      <DataTable
        caption={t('operatorMessages.recipientsCaption')}
        isStale={receipts.isPlaceholderData}
        rows={recipients}
        rowKey={(recipient) => recipient.memberId}
        columns={[
          { label: t('operatorMessages.recipient'), cell: (recipient) => recipient.username },
          {
            label: t('operatorMessages.readAt'),
            cell: (recipient) =>
              recipient.readAt
                ? formatDateTime(recipient.readAt, i18n.language, { time: 'short' })
                : t('operatorMessages.unread'),
          },
        ]}
      />
      {totalPages > 1 ? (
        <Pager page={page} totalPages={totalPages} onPageChange={setPage} isBusy={receipts.isPlaceholderData} />
      ) : null}
    </div>
  );
}
