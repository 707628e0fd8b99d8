import { supportConversationStatuses, type SupportConversationStatus } from '@ficha/contract';
import { Button, EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CannedRepliesDialog } from '../../features/support-chat/canned-replies-dialog.tsx';
import { ConversationView } from '../../features/support-chat/conversation-view.tsx';
import { InboxList } from '../../features/support-chat/inbox-list.tsx';
import { useSupportInbox } from '../../features/support-chat/queries.ts';
import { useSupportLive } from '../../features/support-chat/use-support-live.ts';
import '../../features/support-chat/support-chat.css';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

const isStatus = (value: string | null): value is SupportConversationStatus =>
  supportConversationStatuses.some((s) => s === value);

/** `/console/support?status=open&c=ID`: the live support inbox and the open conversation (decision 0044). */
export function SupportPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : 'open';
  const page = pageFromSearch(searchParams);
  const selected = Number(searchParams.get('c')) || null;
  const inbox = useSupportInbox(status, page);
  const live = useSupportLive();
  const canManage = useCan('support.manage');
  const [isCannedOpen, setIsCannedOpen] = useState(false);

  function go(next: { status?: SupportConversationStatus; page?: number; c?: number | null }) {
    const params: Record<string, string> = {};
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'open') params['status'] = nextStatus;
    const nextPage = next.page ?? (next.status ? 1 : page);
    if (nextPage > 1) params['page'] = String(nextPage);
    const c = 'c' in next ? next.c : selected;
    if (c) params['c'] = String(c);
    setSearchParams(params, { replace: true });
  }

  let queue;
  if (inbox.isError && !inbox.data) {
    queue = <ErrorState message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />;
  } else if (!inbox.data) queue = <LoadingState />;
  else if (inbox.data.list.length === 0) queue = <EmptyState message={t(`support.empty.${status}`)} />;
  else {
    queue = (
      <>
        <InboxList conversations={inbox.data.list} selectedId={selected} onSelect={(c) => go({ c })} />
        <Pager
          page={page}
          totalPages={Math.max(inbox.data.totalPages, page)}
          onPageChange={(next) => go({ page: next })}
          isBusy={inbox.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('support.title')}</h1>
        <p className="page-intro">
          {t('support.intro')}{' '}
          {inbox.data ? <strong>{t('support.unreadTotal', { count: inbox.data.unreadTotal })}</strong> : null}
        </p>
        {canManage ? (
          <Button variant="secondary" onClick={() => setIsCannedOpen(true)}>
            {t('support.manageCanned')}
          </Button>
        ) : null}
      </div>
      <div className="support-layout">
        <div className="support-queue">
          <SelectField
            label={t('support.statusFilter')}
            value={status}
            options={supportConversationStatuses.map((value) => ({ value, label: t(`support.statuses.${value}`) }))}
            onChange={(event) => {
              if (isStatus(event.target.value)) go({ status: event.target.value, c: null });
            }}
          />
          {queue}
        </div>
        <div className="support-detail">
          {selected ? (
            <ConversationView
              key={selected}
              conversationId={selected}
              isCustomerTyping={live.isTypingIn(selected)}
              announceTyping={live.announceTyping}
            />
          ) : (
            <EmptyState message={t('support.pickConversation')} />
          )}
        </div>
      </div>
      <CannedRepliesDialog isOpen={isCannedOpen} onClose={() => setIsCannedOpen(false)} />
    </>
  );
}
