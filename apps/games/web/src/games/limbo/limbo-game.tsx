import { gamesApiEndpoints } from '@ficha/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { newRequestId } from '../../lib/api.ts';
import { toWire } from '../../lib/money.ts';
import { play as sound } from '../../lib/sound.ts';
import { BetSelector } from '../../ui/bet-selector.tsx';
import { PlayButton } from '../shared/play-button.tsx';
import { ResultBanner } from '../shared/result-banner.tsx';
import { useRound } from '../shared/use-round.ts';
import { limboWinChancePercent, readLimboTarget } from './limbo-target.ts';
import '../shared/minis.css';

/** Counts from 1.00 up to the result in a moment, one animation frame at a time. */
function countUp(result: string, frame: { current: number }, show: (value: string) => void): Promise<void> {
  const end = Number(result);
  const duration = Math.min(900, 300 + Math.log10(end) * 200);
  const start = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      if (progress >= 1) {
        resolve();
        return;
      }
      show((1 + (end - 1) * progress * progress).toFixed(2));
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  });
}

/** Limbo: pick a target multiplier; the round draws a result and pays the target when the result reaches it. */
export default function LimboGame() {
  const { t } = useTranslation();
  const { betMinor, reducedMotion } = useGame();
  const { busy, last, run } = useRound();
  const [text, setText] = useState('2.00');
  const [shown, setShown] = useState<{ value: string; won: boolean | null }>({ value: '1.00', won: null });
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const target = readLimboTarget(text);

  const playNow = () => {
    if (target === null) return;
    void run(
      gamesApiEndpoints.limboPlay,
      { requestId: newRequestId(), bet: toWire(betMinor), target: toWire(target) },
      async (result) => {
        if (result.outcome.game !== 'limbo') return;
        sound('spin');
        const { won } = result.outcome;
        if (reducedMotion) setShown({ value: result.outcome.result, won });
        else await countUp(result.outcome.result, frame, (value) => setShown({ value, won: null }));
        setShown({ value: result.outcome.result, won });
        sound(result.outcome.won ? 'win' : 'lose');
      },
    );
  };

  return (
    <div className="game-layout">
      <div className="board">
        <p
          className={`big-number ${shown.won === true ? 'win-text' : shown.won === false ? 'lose-text' : ''}`}
          aria-live="polite"
        >
          {shown.value}×
        </p>
        <div className="stat-row" style={{ width: '100%' }}>
          <label className="field">
            {t('limbo_target')}
            <input
              inputMode="decimal"
              value={text}
              disabled={busy}
              aria-invalid={target === null}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <div className="stat">
            <span>{t('win_chance')}</span>
            <strong>{target === null ? '—' : `${limboWinChancePercent(target)} %`}</strong>
          </div>
        </div>
        {target === null ? <p className="lose-text small">{t('limbo_target_rule')}</p> : null}
      </div>
      <div className="controls">
        <ResultBanner result={last} />
        <BetSelector />
        <PlayButton busy={busy || target === null} onClick={playNow}>
          {t('limbo_play')}
        </PlayButton>
      </div>
    </div>
  );
}
