import { sportsbookEndpoints, type SportsBet } from '@ficha/contract';
import { formatDateTime, moneyText } from '@ficha/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, sportsApi } from '../lib/api.ts';
import { oddsText } from '../lib/odds.ts';
import { marketLabel, selectionLabel } from './market-labels.ts';
import { useSportsSession } from './session-context.tsx';

/** The player's bets, newest first: stake, odds, what it may return or paid, and each leg with its outcome. */
export function MyBets() {
  const { t } = useTranslation();
  const bets = useQuery({
    queryKey: ['bets'],
    queryFn: () => sportsApi.call(sportsbookEndpoints.myBets, {}),
    refetchInterval: 5_000,
  });
  if (bets.isPending)
    return (
      <p className="page-status" role="status">
        {t('loading')}
      </p>
    );
  if (bets.isError) {
    return (
      <p className="page-status" role="alert">
        {errorText(bets.error, t('error_generic'))}
      </p>
    );
  }
  if (bets.data.bets.length === 0) return <p className="page-status">{t('bets_empty')}</p>;
  return (
    <ul className="bet-list" aria-label={t('tab_my_bets')}>
      {bets.data.bets.map((bet) => (
        <li key={bet.betId}>
          <BetCard bet={bet} />
        </li>
      ))}
    </ul>
  );
}

function BetCard({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation();
  const { session, locale } = useSportsSession();
  const money = (amount: number) => moneyText(amount, locale, { currency: session.currency });
  return (
    <article className="bet-card" data-status={bet.status}>
      <div className="event-head">
        <strong>{bet.kind === 'single' ? t('slip_single') : t('slip_parlay', { count: bet.legs.length })}</strong>
        <span className="bet-status">{t(`bet_status_${bet.status}`)}</span>
      </div>
      <ul className="bet-legs">
        {bet.legs.map((leg) => (
          <li key={`${leg.eventId}-${leg.kind}-${leg.line}-${leg.map}`}>
            <span className="muted">
              {leg.home} – {leg.away}
            </span>
            <span>
              {marketLabel(t, leg)}: {selectionLabel(t, leg, leg.selection)} @ {oddsText(leg.odds)}
              {leg.outcome ? ` · ${t(`leg_outcome_${leg.outcome}`)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <dl className="slip-totals">
        <dt>{t('stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        <dt>{t('combined_odds')}</dt>
        <dd>{oddsText(bet.combinedOdds)}</dd>
        <dt>{bet.paid === null ? t('potential_return') : t('paid')}</dt>
        <dd>{money(bet.paid ?? bet.potentialReturn)}</dd>
      </dl>
      <p className="muted">{formatDateTime(bet.placedAt, locale, { time: 'short' })}</p>
    </article>
  );
}
