import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetSearchForm } from '../../features/bets/bet-search-form.tsx';
import { BetsTable } from '../../features/bets/bets-table.tsx';
import { useBetSearch, type BetSearchQuery } from '../../features/bets/queries.ts';
import '../../features/reports/reports.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';

/** `/console/bets`: the merchant's rounds across every provider, found by player, round, game, status or stake. */
export function BetsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [query, setQuery] = useState<BetSearchQuery | null>(null);
  const [page, setPage] = useState(1);
  const bets = useBetSearch(query, page);

  function renderBody() {
    if (query === null) return null;
    if (bets.isError && !bets.data) {
      return <ErrorState message={errorMessage(bets.error)} onRetry={() => void bets.refetch()} />;
    }
    if (!bets.data) return <LoadingState />;
    return (
      <>
        {bets.isError ? <ErrorState message={errorMessage(bets.error)} /> : null}
        {bets.data.list.length === 0 ? (
          <EmptyState message={t('bets.empty')} />
        ) : (
          <BetsTable bets={bets.data.list} isStale={bets.isPlaceholderData} />
        )}
        <Pager
          page={page}
          totalPages={bets.data.hasMore ? page + 1 : page}
          onPageChange={setPage}
          isBusy={bets.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('bets.title')}</h1>
        <p className="page-intro">{t('bets.intro')}</p>
      </div>
      <section className="card">
        <BetSearchForm
          onSearch={(next) => {
            setQuery(next);
            setPage(1);
          }}
        />
        {renderBody()}
      </section>
    </>
  );
}
