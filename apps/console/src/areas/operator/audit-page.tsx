import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditFilterForm } from '../../features/audit-log/audit-filter-form.tsx';
import { AuditLogTable } from '../../features/audit-log/audit-log-table.tsx';
import { useAuditLog, type AuditFilter } from '../../features/audit-log/queries.ts';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

const filterKeys = ['actor', 'action', 'target', 'from', 'to'] as const;

/**
 * `/console/audit?page=N&actor=&action=&target=&from=&to=`: the merchant's audit trail, newest first, filtered by
 * who, what and when; each entry shows its before and after.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const filter: AuditFilter = Object.fromEntries(
    filterKeys.flatMap((key) => (searchParams.get(key) ? [[key, searchParams.get(key) ?? '']] : [])),
  );
  const audit = useAuditLog(page, filter);
  const problems = fieldErrorsOf(audit.error);
  const fieldErrors: Partial<Record<keyof AuditFilter, string[]>> = {};
  for (const problem of problems) {
    const key = filterKeys.find((k) => k === problem.field);
    if (key) fieldErrors[key] = [...(fieldErrors[key] ?? []), fieldMessage(problem)];
  }

  function search(next: AuditFilter, nextPage: number) {
    const params: Record<string, string> = {};
    for (const key of filterKeys) {
      const value = next[key];
      if (value) params[key] = value;
    }
    if (nextPage > 1) params['page'] = String(nextPage);
    setSearchParams(params);
  }

  function renderBody() {
    if (audit.isError && (!audit.data || problems.length > 0)) {
      if (problems.length > 0) return null;
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
          onPageChange={(next) => search(filter, next)}
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
      <AuditFilterForm filter={filter} onFilter={(next) => search(next, 1)} fieldErrors={fieldErrors} />
      {renderBody()}
    </>
  );
}
