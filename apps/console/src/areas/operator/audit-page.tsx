import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLogTable } from '../../features/audit-log/audit-log-table.tsx';
import { useAuditLog } from '../../features/audit-log/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

/** `/console/audit?page=N`: the merchant's audit trail, newest first. */
export function AuditPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const audit = useAuditLog(page);

  function handlePageChange(next: number) {
    setSearchParams(next > 1 ? { page: String(next) } : {});
  }

  function renderBody() {
    if (audit.isError && !audit.data) {
      return (
        <ErrorState
          message={errorMessage(audit.error)}
          onRetry={() => void audit.refetch()}
          isRetrying={audit.isFetching}
        />
      );
    }
    if (!audit.data) return <LoadingState />;
    if (audit.data.list.length === 0 && page === 1) return <EmptyState message={t('audit.empty')} />;
    return (
      <>
        {audit.isError ? <ErrorState message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} /> : null}
        {audit.data.list.length === 0 ? (
          <EmptyState message={t('audit.empty')} />
        ) : (
          <AuditLogTable entries={audit.data.list} isStale={audit.isPlaceholderData} />
        )}
        <Pager
          page={page}
          totalPages={Math.max(audit.data.totalPages, page)}
          onPageChange={handlePageChange}
          isBusy={audit.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('audit.title')}</h1>
        <p className="page-intro">{t('audit.intro')}</p>
      </div>
      {renderBody()}
    </>
  );
}
