import {
  cockfightEndpoints,
  parseMoneyText,
  toWireMoney,
  type CockfightFight,
  type CockfightSide,
} from '@ficha/contract';
import { Button, moneyText } from '@ficha/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, sportsApi } from '../lib/api.ts';
import { potentialReturn } from '../lib/odds.ts';
import { useOddsText, useSportsSession } from './session-context.tsx';

/**
 * The cockfight bet: the side picked on the fight card, the stake within the limits and what it may return
 * (rounded down once, like the server). Placed at the fight's fixed odds; the window may close meanwhile, which
 * the server refuses with its message.
 */
export function CockfightBetForm({
  fight,
  side,
  onPlaced,
}: {
  fight: CockfightFight | null;
  side: CockfightSide | null;
  onPlaced: () => void;
}) {
  const { t } = useTranslation();
  const { session, setBalance, locale } = useSportsSession();
  const priceText = useOddsText();
  const queryClient = useQueryClient();
  const stakeId = useId();
  const [stakeText, setStakeText] = useState('');
  const [placed, setPlaced] = useState<CockfightSide | null>(null);
  const parsed = parseMoneyText(stakeText.trim());
  const stakeMinor = parsed.ok ? parsed.minor : null;
  const place = useMutation({
    mutationFn: (input: { fightId: string; side: CockfightSide; stake: bigint }) =>
      sportsApi.call(cockfightEndpoints.placeBet, {
        requestId: crypto.randomUUID(),
        fightId: input.fightId,
        side: input.side,
        stake: toWireMoney(input.stake),
      }),
    onSuccess: (answer) => {
      setBalance(answer.balance);
      setPlaced(answer.bet.side);
      onPlaced();
      void queryClient.invalidateQueries({ queryKey: ['cockfight-bets'] });
    },
  });
  const odds = fight && side ? fight.odds[side] : null;
  const ready = fight !== null && side !== null && stakeMinor !== null && stakeMinor > 0n && !place.isPending;
  return (
    // On a phone the form sits at the bottom of the screen: folded to its message until a side is picked.
    <aside className="slip cockfight-form" aria-label={t('cockfight_bet_title')} data-idle={side === null || undefined}>
      <h2 className="section-title">{t('cockfight_bet_title')}</h2>
      <form
        className="slip-form slip-body"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (ready) place.mutate({ fightId: fight.id, side, stake: stakeMinor });
        }}
      >
        {fight && side && odds !== null ? (
          <p className="slip-kind" data-side={side}>
            {t('cockfight_bet_line', {
              number: fight.number,
              side: t(`cockfight_side_${side}`),
              odds: priceText(odds),
            })}
          </p>
        ) : (
          <p className="muted" role="status">
            {placed
              ? t('cockfight_bet_placed', { side: t(`cockfight_side_${placed}`) })
              : fight
                ? t('cockfight_pick_side')
                : t('cockfight_window_shut')}
          </p>
        )}
        <label className="field fold-idle" htmlFor={stakeId}>
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
        <p className="muted fold-idle">
          {t('stake_limits', {
            min: moneyText(session.limits.minStake, locale),
            max: moneyText(session.limits.maxStake, locale),
          })}
        </p>
        <dl className="slip-totals fold-idle">
          <dt>{t('potential_return')}</dt>
          <dd>
            {stakeMinor === null || odds === null
              ? '—'
              : moneyText(potentialReturn(stakeMinor, [odds]), locale, { currency: session.currency })}
          </dd>
        </dl>
        {place.isError ? (
          <p className="slip-error" role="alert">
            {errorText(place.error, t('error_generic'))}
          </p>
        ) : null}
        <Button type="submit" variant="primary" className="fold-idle" disabled={!ready}>
          {t('place_bet')}
        </Button>
      </form>
    </aside>
  );
}
