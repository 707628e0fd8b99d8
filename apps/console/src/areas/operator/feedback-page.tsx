import { feedbackStatuses, type ConsoleFeedback } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnswerDialog } from '../../features/feedback/answer-dialog.tsx';
import '../../features/feedback/feedback.css';
import { FeedbackTable } from '../../features/feedback/feedback-table.tsx';
import { useFeedbackInbox } from '../../features/feedback/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

type Status = (typeof feedbackStatuses)[number];
const isStatus = (value: string | null): value is Status => feedbackStatuses.some((s) => s === value);

/** `/console/feedback?status=open&page=N`: the feedback players and visitors sent, to answer. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = pageFromSearch(searchParams);
  const inbox = useFeedbackInbox({ status, pageNo: page });
  const [answering, setAnswering] = useState<ConsoleFeedback | null>(null);

  function setFilters(next: { status?: Status | undefined; page?: number }) {
    const params: Record<string, string> = {};
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) params['status'] = nextStatus;
    if (next.page && next.page > 1) params['page'] = String(next.page);
    setSearchParams(params, { replace: next.page === undefined });
  }

  let body;
  if (inbox.isError && !inbox.data) {
    body = <ErrorState message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />;
  } else if (!inbox.data) body = <LoadingState />;
  else if (inbox.data.list.length === 0) body = <EmptyState message={t('feedbackInbox.empty')} />;
  else {
    body = (
      <>
        <FeedbackTable items={inbox.data.list} isStale={inbox.isPlaceholderData} onAnswer={setAnswering} />
        <Pager
          page={page}
          totalPages={Math.max(inbox.data.totalPages, page)}
          onPageChange={(next) => setFilters({ page: next })}
          isBusy={inbox.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('feedbackInbox.title')}</h1>
        <p className="page-intro">{t('feedbackInbox.intro')}</p>
      </div>
      <div className="feedback-sections">
        <div className="feedback-toolbar">
          <SelectField
            label={t('feedbackInbox.statusFilter')}
            value={status ?? ''}
            options={[
              { value: '', label: t('feedbackInbox.allStatuses') },
              ...feedbackStatuses.map((value) => ({ value, label: t(`feedbackInbox.statuses.${value}`) })),
            ]}
            onChange={(event) => setFilters({ status: isStatus(event.target.value) ? event.target.value : undefined })}
          />
        </div>
        {body}
      </div>
      <AnswerDialog item={answering} onClose={() => setAnswering(null)} />
    </>
  );
}
