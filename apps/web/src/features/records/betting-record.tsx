import { betRecordStatusFilter, type BetRecord, type BetRecordTotals } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  moneyText,
  SelectField,
  TextField,
} from '@ficha/ui';
import { GameImage } from '../../ui/game-image.tsx';
import { utcDay } from './utc-day.ts';
import { bettingRecordsQuery } from './queries.ts';
import './records.css';

type StatusFilter = (typeof betRecordStatusFilter)[number];
const pageSize = 20;

interface RecordFilters {
  startDate: string;
  endDate: string;
  status: StatusFilter;
}

/** The member's rounds (SPEC §2.6 personalHistoryCopy): filters by UTC day range and status, pages. */
export function BettingRecord() {
  const { t, i18n } = useTranslation('records');
  const errorMessage = useErrorMessage();
  const filters = useForm<RecordFilters>({
    defaultValues: { startDate: utcDay(new Date(), 6), endDate: utcDay(new Date()), status: 'all' },
  });
  const [startDate, endDate, status] = useWatch({
    control: filters.control,
    name: ['startDate', 'endDate', 'status'],
  });
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery(bettingRecordsQuery({ startDate, endDate, status, pageNo, pageSize }));
  const setFirstPage = () => setPageNo(1);
  // A cleared day keeps the day it had: a filter always has both ends.
  const day = (name: 'startDate' | 'endDate', kept: string) =>
    filters.register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (event.target.value) setFirstPage();
        else filters.setValue(name, kept);
      },
    });
  const money = (amount: number) => moneyText(amount, i18n.language);
  const time = (iso: string) => formatDateTime(iso, i18n.language, { time: 'short' });

  // One card per round: the game as the lobby shows it, then stake, win and net; the round's id only in its detail.
  function renderRecord(record: BetRecord) {
    return (
      <li key={record.roundId} className="records-card">
        <div className="records-card__head">
          <GameImage src={record.gameIconUrl} className="records-card__icon" />
          <span className="records-card__title">
            <span className="records-card__game">{record.gameName ?? record.gameCode}</span>
            <span className="records-card__meta">
              {record.vendorName} · <time dateTime={record.openedAt}>{time(record.openedAt)}</time>
            </span>
          </span>
          <span className={`records-status records-status--${record.status}`}>{t(`status_${record.status}`)}</span>
        </div>
        <dl className="records-card__grid">
          <div>
            <dt>{t('stake')}</dt>
            <dd>{money(record.stake)}</dd>
          </div>
          <div>
            <dt>{t('win')}</dt>
            <dd>{money(record.win)}</dd>
          </div>
          <div>
            <dt>{t('profit')}</dt>
            <dd className={record.profit !== null && record.profit < 0 ? 'records-loss' : undefined}>
              {record.profit === null ? '—' : money(record.profit)}
            </dd>
          </div>
        </dl>
        <a className="records-card__link" href={record.detailUrl} target="_blank" rel="noopener noreferrer">
          {t('round_detail')}
          <span className="visually-hidden"> {record.roundId}</span>
        </a>
      </li>
    );
  }

  // The filter's totals over every page, as the server sums them.
  function renderTotals(totals: BetRecordTotals) {
    return (
      <section className="records-period" aria-labelledby="records-period-title">
        <h2 id="records-period-title" className="records-period__title">
          {t('totals_title')}
        </h2>
        <dl className="records-totals">
          {(
            [
              ['rounds', String(totals.rounds)],
              ['stake', money(totals.stake)],
              ['win', money(totals.win)],
              ['profit', money(totals.profit)],
            ] as const
          ).map(([key, text]) => (
            <div key={key} className="records-total">
              <dt>{t(key)}</dt>
              <dd className={key === 'profit' && totals.profit < 0 ? 'records-loss' : undefined}>{text}</dd>
            </div>
          ))}
        </dl>
        <p className="records-note">{t('totals_note')}</p>
      </section>
    );
  }

  function renderList() {
    if (records.isError && !records.data) {
      return (
        <ErrorState
          message={errorMessage(records.error)}
          retryLabel={t('retry')}
          onRetry={() => void records.refetch()}
          isRetrying={records.isFetching}
        />
      );
    }
    if (!records.data) return <LoadingState label={t('loading')} />;
    if (records.data.list.length === 0) return <EmptyState message={t('empty')} />;
    const { totalPages, totals } = records.data;
    return (
      <>
        {renderTotals(totals)}
        <ul className="records-list" aria-busy={records.isPlaceholderData || undefined}>
          {records.data.list.map(renderRecord)}
        </ul>
        <nav className="records-pager" aria-label={t('pages')}>
          <Button variant="secondary" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('previous')}
          </Button>
          <span aria-live="polite">{t('page_of', { page: String(pageNo), total: String(totalPages) })}</span>
          <Button variant="secondary" disabled={pageNo >= totalPages} onClick={() => setPageNo(pageNo + 1)}>
            {t('next')}
          </Button>
        </nav>
      </>
    );
  }

  return (
    <section className="records">
      <form className="records-filters" onSubmit={(event) => event.preventDefault()}>
        <TextField label={t('from')} type="date" {...day('startDate', startDate)} max={endDate} />
        <TextField label={t('to')} type="date" {...day('endDate', endDate)} min={startDate} max={utcDay(new Date())} />
        <SelectField label={t('status')} {...filters.register('status', { onChange: setFirstPage })}>
          {betRecordStatusFilter.map((value) => (
            <option key={value} value={value}>
              {t(`status_${value}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <p className="records-note">{t('utc_note')}</p>
      {renderList()}
    </section>
  );
}
