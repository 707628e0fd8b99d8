import type { ConsoleGame, ConsoleVendor } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../features/catalog/catalog.css';
import { GameEditDialog } from '../../features/catalog/game-edit-dialog.tsx';
import { GamesTable } from '../../features/catalog/games-table.tsx';
import { LaneRulesCard } from '../../features/catalog/lane-rules-card.tsx';
import { useCatalogGames, useCatalogVendors } from '../../features/catalog/queries.ts';
import { SyncCard } from '../../features/catalog/sync-card.tsx';
import { VendorEditDialog } from '../../features/catalog/vendor-edit-dialog.tsx';
import { VendorsTable } from '../../features/catalog/vendors-table.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { pageFromSearch } from './page-from-search.ts';
import { useCan } from '../../lib/use-can.ts';

/** `/console/catalog?vendor=…&q=…&page=N`: sync from the provider, then the vendors and a page of games to edit. */
export function CatalogPage() {
  const { t } = useTranslation();
  const canManage = useCan('catalog.manage');
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const vendorParam = Number(searchParams.get('vendor'));
  const vendorId = Number.isInteger(vendorParam) && vendorParam > 0 ? vendorParam : undefined;
  const page = pageFromSearch(searchParams);
  const vendors = useCatalogVendors();
  const games = useCatalogGames({ vendorId, query: search, pageNo: page });
  const [editedVendor, setEditedVendor] = useState<ConsoleVendor | null>(null);
  const [editedGame, setEditedGame] = useState<ConsoleGame | null>(null);

  function setFilters(next: { vendor?: number | undefined; q?: string; page?: number }) {
    const params: Record<string, string> = {};
    const nextVendor = 'vendor' in next ? next.vendor : vendorId;
    const nextQuery = next.q ?? search;
    if (nextVendor) params['vendor'] = String(nextVendor);
    if (nextQuery) params['q'] = nextQuery;
    if (next.page && next.page > 1) params['page'] = String(next.page);
    setSearchParams(params, { replace: next.page === undefined });
  }

  function renderVendors() {
    if (vendors.isError) {
      return <ErrorState message={errorMessage(vendors.error)} onRetry={() => void vendors.refetch()} />;
    }
    if (!vendors.data) return <LoadingState />;
    if (vendors.data.list.length === 0) return <EmptyState message={t('catalog.noVendors')} />;
    return <VendorsTable vendors={vendors.data.list} onEdit={setEditedVendor} />;
  }

  function renderGames() {
    if (games.isError && !games.data) {
      return <ErrorState message={errorMessage(games.error)} onRetry={() => void games.refetch()} />;
    }
    if (!games.data) return <LoadingState />;
    if (games.data.list.length === 0) {
      return <EmptyState message={search ? t('catalog.noGameMatches', { query: search }) : t('catalog.noGames')} />;
    }
    return (
      <>
        <GamesTable games={games.data.list} onEdit={setEditedGame} isStale={games.isPlaceholderData} />
        <Pager
          page={page}
          totalPages={Math.max(games.data.totalPages, page)}
          onPageChange={(next) => setFilters({ page: next })}
          isBusy={games.isPlaceholderData}
        />
      </>
    );
  }

  const vendorOptions = [
    { value: '', label: t('catalog.allVendors') },
    ...(vendors.data?.list ?? []).map((v) => ({
      value: String(v.id),
      label: `${v.displayName} · ${t(`catalog.gameTypes.${v.gameType}`)}`,
    })),
  ];

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('catalog.title')}</h1>
        <p className="page-intro">{t('catalog.intro')}</p>
      </div>
      <div className="catalog-sections">
        {canManage ? <SyncCard /> : null}
        <section aria-labelledby="catalog-vendors-title">
          <h2 id="catalog-vendors-title" className="card-title">
            {t('catalog.vendorsTitle')}
          </h2>
          {renderVendors()}
        </section>
        <section aria-labelledby="catalog-games-title">
          <h2 id="catalog-games-title" className="card-title">
            {t('catalog.gamesTitle')}
          </h2>
          <div className="catalog-toolbar">
            <SelectField
              label={t('catalog.vendorFilter')}
              value={vendorId ? String(vendorId) : ''}
              options={vendorOptions}
              onChange={(event) => setFilters({ vendor: Number(event.target.value) || undefined })}
            />
            <SearchBox
              label={t('catalog.search')}
              hint={t('catalog.searchHint')}
              submitLabel={t('catalog.searchSubmit')}
              value={search}
              onSearch={(value) => setFilters({ q: value })}
              maxLength={64}
            />
          </div>
          {renderGames()}
        </section>
        <LaneRulesCard />
      </div>
      <VendorEditDialog vendor={editedVendor} onClose={() => setEditedVendor(null)} />
      <GameEditDialog game={editedGame} onClose={() => setEditedGame(null)} />
    </>
  );
}
