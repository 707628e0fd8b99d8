import { walletMovementKinds, type WalletMovementKind } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, EmptyState, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { MovementList } from './movement-list.tsx';
import { transactionHistoryQuery, type HistoryFilter } from './queries.ts';
import { TransactionDetailDialog } from './transaction-detail-dialog.tsx';
import { useKindText } from './use-kind-text.ts';
import '../../ui/card.css';
import './money.css';

const pageSize = 20;

interface FilterForm {
  type: WalletMovementKind | '';
  startDate: string;
  endDate: string;
}

const emptyFilter: FilterForm = { type: '', startDate: '', endDate: '' };

const toQuery = (form: FilterForm, pageNo: number): HistoryFilter => ({
  ...(form.type ? { type: form.type } : {}),
  ...(form.startDate ? { startDate: form.startDate } : {}),
  ...(form.endDate ? { endDate: form.endDate } : {}),
  pageNo,
  pageSize,
});

/** Member-centre page `transactionHistory` ("Registro de cuenta"): every movement, filters, pages, details. */
export function TransactionHistory() {
  const { t } = useTranslation('money');
  const errorMessage = useErrorMessage();
  const kindText = useKindText();
  const filters = useForm<FilterForm>({ defaultValues: emptyFilter });
  const [startDate, endDate] = useWatch({ control: filters.control, name: ['startDate', 'endDate'] });
  const [applied, setApplied] = useState<FilterForm>(emptyFilter);
  const [pageNo, setPageNo] = useState(1);
  const [openEntry, setOpenEntry] = useState<number | null>(null);
  const history = useQuery(transactionHistoryQuery(toQuery(applied, pageNo)));

  const handleSubmit = filters.handleSubmit((values) => {
    setApplied(values);
    setPageNo(1);
  });

  let list;
  if (history.isPending) list = <LoadingState label={t('records_loading')} />;
  else if (history.isError)
    list = (
      <ErrorState
        message={errorMessage(history.error)}
        retryLabel={t('retry')}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  else if (history.data.list.length === 0) list = <EmptyState message={t('records_empty')} />;
  else
    list = (
      <>
        <MovementList movements={history.data.list} onSelect={setOpenEntry} />
        <nav className="money-pager" aria-label={t('records_pagination')}>
          <Button
            variant="secondary"
            size="small"
            disabled={pageNo <= 1 || history.isFetching}
            onClick={() => setPageNo((page) => page - 1)}
          >
            {t('records_previous')}
          </Button>
          <span aria-live="polite">
            {t('records_page', { page: history.data.pageNo, total: history.data.totalPages })}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={pageNo >= history.data.totalPages || history.isFetching}
            onClick={() => setPageNo((page) => page + 1)}
          >
            {t('records_next')}
          </Button>
        </nav>
      </>
    );

  return (
    <div className="money-page">
      <form className="money-filters" aria-label={t('records_filters')} onSubmit={(event) => void handleSubmit(event)}>
        <SelectField label={t('records_type')} {...filters.register('type')}>
          <option value="">{t('records_type_all')}</option>
          {walletMovementKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindText(kind)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('records_start_date')}
          type="date"
          {...filters.register('startDate')}
          max={endDate || undefined}
        />
        <TextField
          label={t('records_end_date')}
          type="date"
          {...filters.register('endDate')}
          min={startDate || undefined}
        />
        <Button type="submit">{t('records_search')}</Button>
      </form>
      <section className="card" aria-busy={history.isFetching}>
        {list}
      </section>
      {openEntry !== null ? <TransactionDetailDialog entryId={openEntry} onClose={() => setOpenEntry(null)} /> : null}
    </div>
  );
}
