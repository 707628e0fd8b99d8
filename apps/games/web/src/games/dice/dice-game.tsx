import { gamesApiEndpoints } from '@ficha/contract';
import {
  diceMaxWinningRolls,
  diceMinWinningRolls,
  diceMultiplier,
  diceOutcomes,
  formatMultiplier,
  type DiceBet,
} from '@ficha/engines';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { newRequestId } from '../../lib/api.ts';
import { wait } from '../../lib/motion.ts';
import { toWire } from '../../lib/money.ts';
import { play as sound } from '../../lib/sound.ts';
import { BetSelector } from '../../ui/bet-selector.tsx';
import { PlayButton } from '../shared/play-button.tsx';
import { ResultBanner } from '../shared/result-banner.tsx';
import { useRound } from '../shared/use-round.ts';
import { DiceTrack } from './dice-track.tsx';
import { diceTargetRange } from './dice-target.ts';
import '../shared/minis.css';
import './dice.css';

/** Dice: a roll 0.00 … 99.99; the player picks a threshold and whether the roll lands under or over it. */
export default function DiceGame() {
  const { t } = useTranslation();
  const { betMinor, reducedMotion } = useGame();
  const { busy, last, run } = useRound();
  const [bet, setBet] = useState<DiceBet>({ target: 5000, direction: 'under' });
  const [roll, setRoll] = useState<number | null>(null);
  const range = diceTargetRange(bet.direction);
  const winningRolls = bet.direction === 'under' ? bet.target : diceOutcomes - 1 - bet.target;

  const flip = () => {
    const direction = bet.direction === 'under' ? 'over' : 'under';
    // Keep the same chance: under T ⇔ over 9999 − T.
    setBet({ direction, target: diceOutcomes - 1 - bet.target });
  };

  const rollNow = () =>
    void run(
      gamesApiEndpoints.dicePlay,
      {
        requestId: newRequestId(),
        bet: toWire(betMinor),
        target: toWire(BigInt(bet.target)),
        direction: bet.direction,
      },
      async (result) => {
        if (result.outcome.game !== 'dice') return;
        sound('spin');
        setRoll(Math.round(result.outcome.roll * 100));
        await wait(reducedMotion ? 0 : 450);
        sound(result.outcome.won ? 'win' : 'lose');
      },
    );

  return (
    <div className="game-layout">
      <div className="board">
        <p className="big-number" aria-live="polite">
          {roll === null ? '—' : (roll / 100).toFixed(2)}
        </p>
        <DiceTrack bet={bet} roll={roll} won={last?.outcome.game === 'dice' ? last.outcome.won : null} />
        <label className="field" style={{ width: '100%' }}>
          {t('dice_target', { value: (bet.target / 100).toFixed(2) })}
          <input
            type="range"
            className="dice-slider dice-target"
            data-direction={bet.direction}
            style={{ '--split': `${bet.target / 100}%` } as CSSProperties}
            min={range.min}
            max={range.max}
            step={1}
            value={bet.target}
            disabled={busy}
            onChange={(event) => setBet({ ...bet, target: Number(event.target.value) })}
          />
        </label>
        <div className="stat-row" style={{ width: '100%' }}>
          <div className="stat">
            <span>{t('win_chance')}</span>
            <strong>{(winningRolls / 100).toFixed(2)} %</strong>
          </div>
          <div className="stat">
            <span>{t('multiplier')}</span>
            <strong>{formatMultiplier(diceMultiplier(bet), 4)}×</strong>
          </div>
          <button type="button" className="btn" disabled={busy} onClick={flip}>
            {bet.direction === 'under' ? t('dice_roll_under') : t('dice_roll_over')} ⇄
          </button>
        </div>
      </div>
      <div className="controls">
        <ResultBanner result={last} />
        <BetSelector />
        <PlayButton busy={busy} onClick={rollNow}>
          {t('dice_roll')}
        </PlayButton>
        <p className="muted small">
          {t('dice_chance_range', { min: diceMinWinningRolls / 100, max: diceMaxWinningRolls / 100 })}
        </p>
      </div>
    </div>
  );
}
