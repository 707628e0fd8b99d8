import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import { Pager } from '../../ui/pager.tsx';
import { useTreeSearch } from './queries.ts';

export interface TreeSearchResultsProps {
  username: string;
  onOpen: (memberId: number) => void;
}

/** Members whose username holds the search, each opening its place in the tree. */
export function TreeSearchResults({ username, onOpen }: TreeSearchResultsProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const { typeLabel } = useMemberLabels();
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(username);
  // A new search starts at its first page (adjusted while rendering, not in an effect).
  if (searched !== username) {
    setSearched(username);
    setPage(1);
  }
  const results = useTreeSearch(username, page);
  if (results.isError && !results.data) {
    return <ErrorState message={errorMessage(results.error)} onRetry={() => void results.refetch()} />;
  }
  if (!results.data) return <LoadingState />;
  if (results.data.total === 0) return <EmptyState message={t('agentTree.noMatches', { query: username })} />;
  return (
    <section className="card tree-results" aria-label={t('agentTree.results', { count: results.data.total })}>
      <ul className="tree-results__list">
        {results.data.list.map((row) => (
          <li key={row.id}>
            <button type="button" className="tree-results__open" onClick={() => onOpen(row.id)}>
              <span className="tree__name">{row.username}</span>
              <span className={`tree__type${row.isAgent ? ' tree__type--agent' : ''}`}>{typeLabel(row.type)}</span>
              <span className="tree__count">{t('agentTree.levelShort', { level: row.level })}</span>
            </button>
          </li>
        ))}
      </ul>
      {results.data.totalPages > 1 ? (
        <Pager
          page={page}
          totalPages={results.data.totalPages}
          onPageChange={setPage}
          isBusy={results.isPlaceholderData}
        />
      ) : null}
    </section>
  );
}
