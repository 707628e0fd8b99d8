import { sportsbookEndpoints, type SportsBet } from '@ficha/contract';
import { Button, formatDateTime, moneyText } from '@ficha/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, sportsApi } from '../lib/api.ts';
import { marketLabel, selectionLabel } from './market-labels.ts';
import { useOddsText, useSportsSession } from './session-context.tsx';

/**
 * The player's bets, newest first: stake, odds, what it may return or paid, each leg with its outcome, and on an
 * open bet the cash-out button with the offer now (read again with the list, every 5 s).
 */
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
  const priceText = useOddsText();
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
              {marketLabel(t, leg)}: {selectionLabel(t, leg, leg.selection)} @ {priceText(leg.odds)}
              {leg.outcome ? ` · ${t(`leg_outcome_${leg.outcome}`)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <dl className="slip-totals">
        <dt>{t('stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        <dt>{t('combined_odds')}</dt>
        <dd>{priceText(bet.combinedOdds)}</dd>
        <dt>{bet.paid === null ? t('potential_return') : t('paid')}</dt>
        <dd>{money(bet.paid ?? bet.potentialReturn)}</dd>
      </dl>
      {bet.corrections.length > 0 ? <Corrections bet={bet} money={money} /> : null}
      {bet.cashOut ? <CashOut bet={bet} offer={bet.cashOut} /> : null}
      <p className="muted">{formatDateTime(bet.placedAt, locale, { time: 'short' })}</p>
    </article>
  );
}

/**
 * A resettled bet's history (decision 0083): each corrected result of one of its events, the original and the
 * corrected score, and what the bet paid before and after when the correction changed it.
 */
function Corrections({ bet, money }: { bet: SportsBet; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const score = (result: { home: number; away: number }) => `${result.home}–${result.away}`;
  return (
    <section className="bet-corrections" aria-label={t('correction_title')}>
      <h3>{t('correction_title')}</h3>
      <ul>
        {bet.corrections.map((correction) => {
          const leg = bet.legs.find((l) => l.eventId === correction.eventId);
          return (
            <li key={`${correction.eventId}-${correction.version}`}>
              {leg ? (
                <span className="muted">
                  {leg.home} – {leg.away}
                </span>
              ) : null}
              <span>
                {t('correction_result', { before: score(correction.before), after: score(correction.after) })}
              </span>
              {correction.paidBefore !== null && correction.paidAfter !== null ? (
                <span>
                  {t('correction_paid', { before: money(correction.paidBefore), after: money(correction.paidAfter) })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The cash-out of an open bet: the button with the offer now, or "suspended". The server checks the offer again
 * when it is taken; a moved offer answers its error (with the new amount, which the list shows once read again).
 */
function CashOut({ bet, offer }: { bet: SportsBet; offer: NonNullable<SportsBet['cashOut']> }) {
  const { t } = useTranslation();
  const { session, setBalance, locale } = useSportsSession();
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: (amount: number) => sportsApi.call(sportsbookEndpoints.cashOut, { betId: bet.betId, amount }),
    onSuccess: (answer) => setBalance(answer.balance),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bets'] }),
  });
  if (offer.state === 'suspended' || offer.amount === null) {
    return (
      <p className="cash-out cash-out-suspended" role="status">
        {t('cash_out_suspended')}
      </p>
    );
  }
  const amount = offer.amount;
  return (
    <div className="cash-out">
      <Button variant="primary" disabled={take.isPending} onClick={() => take.mutate(amount)}>
        {t('cash_out', { amount: moneyText(amount, locale, { currency: session.currency }) })}
      </Button>
      {take.isError ? (
        <p className="slip-error" role="alert">
          {errorText(take.error, t('error_generic'))}
        </p>
      ) : null}
    </div>
  );
}
