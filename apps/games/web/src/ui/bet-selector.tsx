import { moneyText } from '@ficha/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepBet } from '../lib/bet-steps.ts';
import { useGame } from '../lib/game-context.tsx';
import { play } from '../lib/sound.ts';
import { betFieldText, readTypedBet } from '../lib/typed-bet.ts';

/**
 * The stake: typed in the field, or stepped — − and + walk the game's bet ladder (integer minor units), min
 * and max jump to its ends. A typed bet outside the game's range, or not an amount, stays as typed with its
 * error under the field, and no round starts until it is one.
 */
export function BetSelector() {
  const { t } = useTranslation();
  const { betMinor, betLevels, setBetMinor, setBetReady, locked, session, locale } = useGame();
  const first = betLevels[0]!;
  const last = betLevels[betLevels.length - 1]!;
  // What the player typed, until it is a bet they have left the field with; else the bet in force.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? betFieldText(betMinor, locale);
  const errorId = useId();
  const typed = readTypedBet(text, first, last);
  const money = (minor: bigint) => moneyText(minor, locale, { currency: session.currency });
  const error = typed.ok
    ? null
    : typed.reason === 'format'
      ? t('amount_format')
      : t(typed.reason === 'below_min' ? 'bet_below_min' : 'bet_above_max', { amount: money(typed.limitMinor) });

  useEffect(() => {
    setBetReady(typed.ok);
    return () => setBetReady(true);
  }, [typed.ok, setBetReady]);

  const type = (next: string) => {
    setDraft(next);
    const read = readTypedBet(next, first, last);
    if (read.ok) setBetMinor(read.minor);
  };
  const change = (bet: bigint) => {
    play('click');
    setDraft(null);
    setBetMinor(bet);
  };
  // Stepping from a bet typed wrong starts from the bet still in force.
  const low = typed.ok && betMinor <= first;
  const high = typed.ok && betMinor >= last;
  return (
    <div className="bet-field">
      <div className="bet-selector" role="group" aria-label={t('bet')}>
        <button type="button" className="btn btn-small" disabled={locked || low} onClick={() => change(first)}>
          {t('bet_min')}
        </button>
        <button
          type="button"
          className="btn btn-icon"
          aria-label={t('bet_down')}
          disabled={locked || low}
          onClick={() => change(stepBet(betLevels, betMinor, -1))}
        >
          −
        </button>
        <label className="bet-value">
          <span className="bet-label">
            {t('bet')} <span className="bet-currency">{session.currency}</span>
          </span>
          <input
            className="bet-input"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={locked}
            aria-invalid={!typed.ok}
            aria-describedby={error ? errorId : undefined}
            onBlur={() => {
              // A bet shows in the field's own format once left; a wrong one stays as typed.
              if (typed.ok) setDraft(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
            onChange={(event) => type(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn btn-icon"
          aria-label={t('bet_up')}
          disabled={locked || high}
          onClick={() => change(stepBet(betLevels, betMinor, 1))}
        >
          +
        </button>
        <button type="button" className="btn btn-small" disabled={locked || high} onClick={() => change(last)}>
          {t('bet_max')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="bet-error lose-text small" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
