import { cockfightEndpoints, type CockfightBet } from '@ficha/contract';
import { formatDateTime, moneyText } from '@ficha/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, sportsApi } from '../lib/api.ts';
import { useOddsText, useSportsSession } from './session-context.tsx';

/** The player's cockfight bets, newest first: fight, side at its odds, stake, and what it may return or paid. */
export function CockfightMyBets() {
  const { t } = useTranslation();
  const bets = useQuery({
    queryKey: ['cockfight-bets'],
    queryFn: () => sportsApi.call(cockfightEndpoints.myBets, {}),
    refetchInterval: 4_000,
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

function BetCard({ bet }: { bet: CockfightBet }) {
  const { t } = useTranslation();
  const { session, locale } = useSportsSession();
  const priceText = useOddsText();
  const money = (amount: number) => moneyText(amount, locale, { currency: session.currency });
  return (
    <article className="bet-card" data-status={bet.status}>
      <div className="event-head">
        <strong>
          {t('cockfight_bet_line', {
            number: bet.fightNumber,
            side: t(`cockfight_side_${bet.side}`),
            odds: priceText(bet.odds),
          })}
        </strong>
        <span className="bet-status">{t(`bet_status_${bet.status}`)}</span>
      </div>
      <span className="muted">
        {bet.arenaName} · {bet.meron} – {bet.wala}
      </span>
      <dl className="slip-totals">
        <dt>{t('stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        <dt>{bet.paid === null ? t('potential_return') : t('paid')}</dt>
        <dd>{money(bet.paid ?? bet.potentialReturn)}</dd>
      </dl>
      <p className="muted">{formatDateTime(bet.placedAt, locale, { time: 'short' })}</p>
    </article>
  );
}
