import { useTranslation } from 'react-i18next';
import { stepBet } from '../lib/bet-steps.ts';
import { moneyText } from '@ficha/ui';
import { useGame } from '../lib/game-context.tsx';
import { play } from '../lib/sound.ts';

/** The stake: − and + walk the game's bet ladder (integer minor units), min and max jump to its ends. */
export function BetSelector() {
  const { t } = useTranslation();
  const { betMinor, betLevels, setBetMinor, locked, session, locale } = useGame();
  const change = (bet: bigint) => {
    play('click');
    setBetMinor(bet);
  };
  const first = betLevels[0]!;
  const last = betLevels[betLevels.length - 1]!;
  return (
    <div className="bet-selector" role="group" aria-label={t('bet')}>
      <button
        type="button"
        className="btn btn-small"
        disabled={locked || betMinor <= first}
        onClick={() => change(first)}
      >
        {t('bet_min')}
      </button>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('bet_down')}
        disabled={locked || betMinor <= first}
        onClick={() => change(stepBet(betLevels, betMinor, -1))}
      >
        −
      </button>
      <output className="bet-value" aria-live="polite">
        <span className="bet-label">{t('bet')}</span>
        <strong>{moneyText(betMinor, locale, { currency: session.currency })}</strong>
      </output>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('bet_up')}
        disabled={locked || betMinor >= last}
        onClick={() => change(stepBet(betLevels, betMinor, 1))}
      >
        +
      </button>
      <button
        type="button"
        className="btn btn-small"
        disabled={locked || betMinor >= last}
        onClick={() => change(last)}
      >
        {t('bet_max')}
      </button>
    </div>
  );
}
