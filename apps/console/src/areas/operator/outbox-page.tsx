import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OutboxList } from '../../features/outbox/outbox-list.tsx';
import {
  hasOutboxFilters,
  outboxChannels,
  outboxFiltersFromSearch,
  outboxSearchParams,
  recipientMaxLength,
  toChannelFilter,
  type OutboxFilters,
} from '../../features/outbox/outbox-filters.ts';
import { useOutbox } from '../../features/outbox/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { buttonClassName, EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { pageFromSearch } from './page-from-search.ts';

/** `/console/outbox?channel=…&recipient=…&page=N`: SMS and email the platform sent, newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = outboxFiltersFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  const outbox = useOutbox(filters, page);

  function applyFilters(change: Partial<OutboxFilters>) {
    // Functional update: a debounced recipient search must not undo a channel picked meanwhile.
    setSearchParams((current) => outboxSearchParams({ ...outboxFiltersFromSearch(current), ...change }), {
      replace: true,
    });
  }

  function handlePageChange(next: number) {
    setSearchParams(outboxSearchParams(filters, next));
  }

  const emptyMessage = hasOutboxFilters(filters) ? t('outbox.noMatches') : t('outbox.empty');

  function renderBody() {
    if (outbox.isError && !outbox.data) {
      return (
        <ErrorState
          message={errorMessage(outbox.error)}
          onRetry={() => void outbox.refetch()}
          isRetrying={outbox.isFetching}
        />
      );
    }
    if (!outbox.data) return <LoadingState />;
    if (outbox.data.list.length === 0 && page === 1) return <EmptyState message={emptyMessage} />;
    return (
      <>
        {outbox.isError ? (
          <ErrorState message={errorMessage(outbox.error)} onRetry={() => void outbox.refetch()} />
        ) : null}
        {outbox.data.list.length === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <OutboxList messages={outbox.data.list} isStale={outbox.isPlaceholderData} />
        )}
        <Pager
          page={page}
          totalPages={Math.max(outbox.data.totalPages, page)}
          onPageChange={handlePageChange}
          isBusy={outbox.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('outbox.title')}</h1>
          <p className="page-intro">{t('outbox.intro')}</p>
        </div>
        <button type="button" className={buttonClassName('secondary')} onClick={() => void outbox.refetch()}>
          {t('outbox.refresh')}
        </button>
      </div>
      <div className="outbox-filters">
        <SelectField
          label={t('outbox.channel')}
          options={outboxChannels.map((channel) => ({ value: channel, label: t(`outbox.channelFilters.${channel}`) }))}
          value={filters.channel}
          onChange={(event) => applyFilters({ channel: toChannelFilter(event.target.value) })}
        />
        <SearchBox
          label={t('outbox.recipientSearch')}
          hint={t('outbox.recipientHint')}
          submitLabel={t('outbox.search')}
          value={filters.recipient}
          onSearch={(recipient) => applyFilters({ recipient })}
          maxLength={recipientMaxLength}
        />
      </div>
      {renderBody()}
    </>
  );
}
