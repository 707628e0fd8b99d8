import type { ClaimableRebate, RebateRecord } from '@ficha/contract';
import { Button, EmptyState, ErrorState, formatDateTime, LoadingState, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useClaimableRebates, useRebateRecords, useRequestRebate } from './queries.ts';
import '../../ui/card.css';
import './promotions.css';

/** One rebate promotion's running period: the share of each game type, what is paid or pending, the request. */
function RebateCard({ rebate }: { rebate: ClaimableRebate }) {
  const { t, i18n } = useTranslation('promo');
  const { t: lobbyText } = useTranslation('lobby');
  const errorMessage = useErrorMessage();
  const request = useRequestRebate();
  const money = (amount: number) => moneyText(amount, i18n.language);
  const result = request.data?.request;
  return (
    <article className="card rebate-card" aria-label={rebate.title}>
      <div className="bonus-card__head">
        <h2 className="card__title">{rebate.title}</h2>
        <span className="bonus-card__status">
          {t('rebate_period_range', { start: rebate.periodStart, end: rebate.periodEnd })}
        </span>
      </div>
      <p className="card__note">
        {t(`rebate_basis_${rebate.basis}`)} · {t(`rebate_period_${rebate.period}`)} · {t(`rebate_pay_${rebate.payAs}`)}
      </p>
      {rebate.lines.length === 0 ? (
        <p className="card__note">{t('rebate_no_play')}</p>
      ) : (
        <table className="rebate-card__lines">
          <thead>
            <tr>
              <th scope="col">{t('rebate_col_type')}</th>
              <th scope="col">{t('rebate_col_basis')}</th>
              <th scope="col">{t('rebate_col_rate')}</th>
              <th scope="col">{t('rebate_col_amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rebate.lines.map((line) => (
              <tr key={line.gameType}>
                <td>
                  {line.gameType
                    ? lobbyText(`type_${line.gameType}` as 'type_RNG', { defaultValue: line.gameType })
                    : t('rebate_other_games')}
                </td>
                <td>{money(line.basis)}</td>
                <td>{line.rate} %</td>
                <td>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="bonus-card__limits">
        <li>{t('rebate_computed', { amount: money(rebate.computed) })}</li>
        {rebate.paid > 0 ? <li>{t('rebate_paid', { amount: money(rebate.paid) })}</li> : null}
        {rebate.pending > 0 ? <li>{t('rebate_pending', { amount: money(rebate.pending) })}</li> : null}
        {rebate.cap !== null ? <li>{t('rebate_cap', { amount: money(rebate.cap) })}</li> : null}
        {rebate.minPayout > 0 ? <li>{t('rebate_min', { amount: money(rebate.minPayout) })}</li> : null}
      </ul>
      <div className="rebate-card__claim">
        <div>
          <p className="card__note">{t('rebate_claimable')}</p>
          <p className="bonus-card__held" data-testid="rebate-claimable">
            {money(rebate.claimable)}
          </p>
        </div>
        <Button
          disabled={rebate.claimable <= 0 || request.isPending}
          aria-busy={request.isPending}
          onClick={() => request.mutate(rebate.promotionId)}
        >
          {t('rebate_request')}
        </Button>
      </div>
      {result ? (
        <p className="bonus-details__status" role="status">
          {result.status === 'paid'
            ? t('rebate_paid_now', { amount: money(result.amount) })
            : t('rebate_requested', { amount: money(result.amount) })}
        </p>
      ) : null}
      {request.isError ? (
        <p className="promotion-action__error" role="alert">
          {errorMessage(request.error)}
        </p>
      ) : null}
    </article>
  );
}

function RecordRow({ record }: { record: RebateRecord }) {
  const { t, i18n } = useTranslation('promo');
  return (
    <li className="rebate-records__row">
      <span>
        <strong>{record.title}</strong>
        <br />
        <small>
          {t(`rebate_source_${record.source}`)} ·{' '}
          {t('rebate_period_range', { start: record.periodStart, end: record.periodEnd })} ·{' '}
          {formatDateTime(record.createdAt, i18n.language)}
        </small>
        {record.status === 'rejected' && record.reason ? (
          <>
            <br />
            <small>{record.reason}</small>
          </>
        ) : null}
      </span>
      <span className="rebate-records__amount">
        {moneyText(record.amount, i18n.language)}
        <br />
        <small className={`rebate-records__status rebate-records__status--${record.status}`}>
          {t(`rebate_status_${record.status}`)}
        </small>
      </span>
    </li>
  );
}

/**
 * The member centre's manual rebate (SPEC §2.6 manualRebate, module MANPLAYREB3): what each open rebate
 * promotion has earned so far in its running period, a request for what is claimable, and the member's rebates.
 */
export function ManualRebate() {
  const { t } = useTranslation('promo');
  const errorMessage = useErrorMessage();
  const rebates = useClaimableRebates();
  const records = useRebateRecords();

  if (rebates.isError) {
    return (
      <ErrorState
        message={errorMessage(rebates.error)}
        retryLabel={t('retry')}
        onRetry={() => void rebates.refetch()}
      />
    );
  }
  if (!rebates.data) return <LoadingState label={t('loading')} />;
  return (
    <div className="bonus-details">
      {rebates.data.length === 0 ? (
        <EmptyState message={t('rebate_empty')} />
      ) : (
        rebates.data.map((rebate) => <RebateCard key={rebate.promotionId} rebate={rebate} />)
      )}
      <section className="card" aria-labelledby="rebate-history-title">
        <h2 className="card__title" id="rebate-history-title">
          {t('rebate_history')}
        </h2>
        {records.data && records.data.length > 0 ? (
          <ul className="rebate-records">
            {records.data.map((record) => (
              <RecordRow key={`${record.source}-${record.id}`} record={record} />
            ))}
          </ul>
        ) : records.data ? (
          <p className="card__note">{t('rebate_history_empty')}</p>
        ) : null}
      </section>
    </div>
  );
}
