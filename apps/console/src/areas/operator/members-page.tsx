import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MemberFilters } from '../../features/members/member-filters.tsx';
import {
  memberFiltersFromSearch,
  memberSearchMaxLength,
  memberSearchParams,
  noMemberFilters,
  type MemberListFilters,
} from '../../features/members/member-search.ts';
import { MembersTable } from '../../features/members/members-table.tsx';
import { useMemberList } from '../../features/members/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { pageFromSearch } from './page-from-search.ts';

/**
 * `/console/members?q=&status=&type=&min=&max=&page=N`: the merchant's members with their balances, searched by
 * username, nickname, mobile or email and filtered by status, type and a balance range.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = memberFiltersFromSearch(searchParams);
  const search = filters.q;
  const page = pageFromSearch(searchParams);
  const members = useMemberList(filters, page);
  const isFiltered = JSON.stringify({ ...filters, q: '' }) !== JSON.stringify(noMemberFilters);

  function applyFilters(next: MemberListFilters) {
    setSearchParams(memberSearchParams(next), { replace: true });
  }

  function handlePageChange(next: number) {
    setSearchParams({ ...memberSearchParams(filters), ...(next > 1 ? { page: String(next) } : {}) });
  }

  let emptyMessage = t('members.empty');
  if (isFiltered) emptyMessage = t('members.noFilterMatches');
  else if (search) emptyMessage = t('members.noMatches', { query: search });

  function renderBody() {
    if (members.isError && !members.data) {
      return (
        <ErrorState
          message={errorMessage(members.error)}
          onRetry={() => void members.refetch()}
          isRetrying={members.isFetching}
        />
      );
    }
    if (!members.data) return <LoadingState />;
    if (members.data.list.length === 0 && page === 1) return <EmptyState message={emptyMessage} />;
    return (
      <>
        {members.isError ? (
          <ErrorState message={errorMessage(members.error)} onRetry={() => void members.refetch()} />
        ) : null}
        {members.data.list.length === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <MembersTable members={members.data.list} isStale={members.isPlaceholderData} />
        )}
        <Pager
          page={page}
          totalPages={Math.max(members.data.totalPages, page)}
          onPageChange={handlePageChange}
          isBusy={members.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('members.title')}</h1>
        <p className="page-intro">{t('members.intro')}</p>
      </div>
      <div className="page-toolbar">
        <SearchBox
          label={t('members.search')}
          hint={t('members.searchHint')}
          submitLabel={t('members.searchSubmit')}
          value={search}
          onSearch={(q) => applyFilters({ ...filters, q })}
          maxLength={memberSearchMaxLength}
        />
      </div>
      <MemberFilters key={`${filters.minBalance}|${filters.maxBalance}`} filters={filters} onChange={applyFilters} />
      {renderBody()}
    </>
  );
}
