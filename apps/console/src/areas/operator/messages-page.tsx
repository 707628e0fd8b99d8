import type { OperatorMessage } from '@ficha/contract';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComposeForm } from '../../features/operator-messages/compose-form.tsx';
import { MessageTable } from '../../features/operator-messages/message-table.tsx';
import '../../features/operator-messages/operator-messages.css';
import { useCancelMessage, useOperatorMessages } from '../../features/operator-messages/queries.ts';
import { ReceiptsDialog } from '../../features/operator-messages/receipts-dialog.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

/** `/console/messages?page=N`: compose a message for players (now or later), and the sent ones with read receipts. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('messages.manage');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const messages = useOperatorMessages(page);
  const cancel = useCancelMessage();
  const [receiptsOf, setReceiptsOf] = useState<OperatorMessage | null>(null);
  const [cancelling, setCancelling] = useState<OperatorMessage | null>(null);
  const [sentNote, setSentNote] = useState<string | null>(null);

  let list;
  if (messages.isError && !messages.data) {
    list = <ErrorState message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />;
  } else if (!messages.data) list = <LoadingState />;
  else if (messages.data.list.length === 0) list = <EmptyState message={t('operatorMessages.empty')} />;
  else {
    list = (
      <>
        <MessageTable
          items={messages.data.list}
          isStale={messages.isPlaceholderData}
          onReceipts={setReceiptsOf}
          onCancel={(message) => {
            cancel.reset();
            setCancelling(message);
          }}
        />
        <Pager
          page={page}
          totalPages={Math.max(messages.data.totalPages, page)}
          onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          isBusy={messages.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('operatorMessages.title')}</h1>
        <p className="page-intro">{t('operatorMessages.intro')}</p>
      </div>
      <div className="page-sections">
        {canManage ? (
          <section className="card">
            <ComposeForm
              onEdit={() => setSentNote(null)}
              onSent={(scheduled) => setSentNote(t(scheduled ? 'operatorMessages.scheduled' : 'operatorMessages.sent'))}
            />
            {sentNote ? (
              <p className="notice" role="status">
                {sentNote}
              </p>
            ) : null}
          </section>
        ) : null}
        <section aria-labelledby="messages-list-title">
          <h2 className="card-title" id="messages-list-title">
            {t('operatorMessages.listTitle')}
          </h2>
          {list}
        </section>
      </div>
      <ReceiptsDialog message={receiptsOf} onClose={() => setReceiptsOf(null)} />
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t('operatorMessages.cancelTitle')}
        message={t('operatorMessages.cancelQuestion', { subject: cancelling?.subject ?? '' })}
        confirmLabel={t('operatorMessages.cancelConfirm')}
        cancelLabel={t('operatorMessages.keep')}
        isBusy={cancel.isPending}
        error={cancel.error ? errorMessage(cancel.error) : null}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) });
        }}
      />
    </>
  );
}
