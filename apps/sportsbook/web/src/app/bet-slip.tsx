import {
  oddsChangePolicies,
  parseMoneyText,
  sportsbookEndpoints,
  sportsOddsChangedSchema,
  toWireMoney,
} from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { Button, moneyText } from '@ficha/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, sportsApi } from '../lib/api.ts';
import { combinedOdds, potentialReturn } from '../lib/odds.ts';
import { repriced, type SlipLeg } from '../lib/slip.ts';
import { useOddsText, useSportsSession } from './session-context.tsx';

type OddsChange = (typeof oddsChangePolicies)[number];

/**
 * The bet slip: one pick is a single, more a parlay (one leg per event). The stake, the combined odds and the
 * potential return (rounded down once, like the server), what to do when a price moved, and placement; a moved
 * price refused by the server is written into the slip for the player to place again.
 */
export function BetSlip({ slip, onChange }: { slip: readonly SlipLeg[]; onChange: (slip: SlipLeg[]) => void }) {
  const { t } = useTranslation();
  const { session, setBalance, locale } = useSportsSession();
  const priceText = useOddsText();
  const queryClient = useQueryClient();
  const stakeId = useId();
  const [stakeText, setStakeText] = useState('');
  const [oddsChange, setOddsChange] = useState<OddsChange>('better');
  // What the last placement came to: accepted at once, or a live bet accepted after its delay.
  const [placed, setPlaced] = useState<'plain' | 'live' | null>(null);
  // On a phone the slip sits over the events: the player folds it away to browse (from 900px it is always open).
  const [folded, setFolded] = useState(false);
  const parsed = parseMoneyText(stakeText.trim());
  const stakeMinor = parsed.ok ? parsed.minor : null;
  const odds = slip.map((leg) => leg.odds);
  // A live leg: the server holds the bet for the live bet delay, then checks it again (decision 0083).
  const held = session.liveDelayMs > 0 && slip.some((leg) => leg.live);
  const place = useMutation({
    mutationFn: (stake: bigint) =>
      sportsApi.call(sportsbookEndpoints.placeBet, {
        requestId: crypto.randomUUID(),
        stake: toWireMoney(stake),
        legs: slip.map(({ marketId, selection, odds: price }) => ({ marketId, selection, odds: price })),
        oddsChange,
      }),
    onSuccess: (answer) => {
      setBalance(answer.balance);
      setPlaced(held ? 'live' : 'plain');
      onChange([]);
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.errorCode !== 'sports_odds_changed') return;
      const prices = sportsOddsChangedSchema.safeParse(error.value);
      if (prices.success) onChange(repriced(slip, prices.data.legs));
    },
  });
  const money = (minor: bigint) => moneyText(minor, locale, { currency: session.currency });
  const title = slip.length > 1 ? t('slip_parlay', { count: slip.length }) : t('slip_single');
  return (
    <aside className="slip" aria-label={t('slip_title')} data-folded={folded || undefined}>
      <h2 className="section-title">
        <button type="button" className="slip-toggle" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
          {t('slip_title')}
          {slip.length > 0 ? <span className="badge">{slip.length}</span> : null}
          {slip.length > 0 ? <span className="slip-toggle-odds">{priceText(combinedOdds(odds))}</span> : null}
        </button>
      </h2>
      {slip.length === 0 ? (
        <p className="muted slip-body" role="status">
          {placed === 'live' ? t('live_bet_accepted') : placed ? t('bet_placed') : t('slip_empty')}
        </p>
      ) : (
        <form
          className="slip-form slip-body"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            if (stakeMinor !== null && stakeMinor > 0n) place.mutate(stakeMinor);
          }}
        >
          <p className="slip-kind">{title}</p>
          <ul className="slip-legs">
            {slip.map((leg) => (
              <li key={leg.marketId} className="slip-leg">
                <div>
                  <span className="muted">{leg.match}</span>
                  <span>{leg.pick}</span>
                </div>
                <strong>{priceText(leg.odds)}</strong>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('slip_remove', { name: leg.pick })}
                  onClick={() => onChange(slip.filter((item) => item !== leg))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
          <label className="field" htmlFor={stakeId}>
            <span>{t('stake')}</span>
            <input
              id={stakeId}
              inputMode="decimal"
              autoComplete="off"
              value={stakeText}
              aria-invalid={stakeText !== '' && stakeMinor === null}
              onChange={(changed) => {
                setStakeText(changed.target.value);
                setPlaced(null);
              }}
            />
          </label>
          <p className="muted">
            {t('stake_limits', {
              min: moneyText(session.limits.minStake, locale),
              max: moneyText(session.limits.maxStake, locale),
            })}
          </p>
          <label className="field">
            <span>{t('odds_change')}</span>
            <select value={oddsChange} onChange={(changed) => setOddsChange(changed.target.value as OddsChange)}>
              {oddsChangePolicies.map((policy) => (
                <option key={policy} value={policy}>
                  {t(`odds_change_${policy}`)}
                </option>
              ))}
            </select>
          </label>
          <dl className="slip-totals">
            <dt>{t('combined_odds')}</dt>
            <dd>{priceText(combinedOdds(odds))}</dd>
            <dt>{t('potential_return')}</dt>
            <dd>{stakeMinor === null ? '—' : money(potentialReturn(stakeMinor, odds))}</dd>
          </dl>
          {place.isPending && held ? (
            <p className="slip-wait" role="status">
              {t('live_delay_wait', { seconds: Math.ceil(session.liveDelayMs / 1000) })}
            </p>
          ) : null}
          {place.isError ? (
            <p className="slip-error" role="alert">
              {errorText(place.error, t('error_generic'))}
            </p>
          ) : null}
          <Button type="submit" variant="primary" disabled={stakeMinor === null || stakeMinor <= 0n || place.isPending}>
            {t('place_bet')}
          </Button>
          <button type="button" className="link-button" onClick={() => onChange([])}>
            {t('slip_clear')}
          </button>
        </form>
      )}
    </aside>
  );
}
