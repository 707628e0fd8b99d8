import { gamesApiEndpoints } from '@ficha/contract';
import { kenoMaxSpots, kenoNumbers, kenoPaytable } from '@ficha/engines';
import { useState } from 'react';
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
import { KenoGrid } from './keno-grid.tsx';
import './keno.css';
import '../shared/minis.css';

/** Keno: mark 1 … 10 of the numbers 1 … 40; ten are drawn; the paytable pays by the hits. */
export default function KenoGame() {
  const { t } = useTranslation();
  const { betMinor, reducedMotion } = useGame();
  const { busy, last, run } = useRound();
  const [spots, setSpots] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<number[]>([]);

  const toggle = (n: number) => {
    setDrawn([]);
    setSpots((current) =>
      current.includes(n) ? current.filter((s) => s !== n) : current.length < kenoMaxSpots ? [...current, n] : current,
    );
  };
  const quickPick = () => {
    const pool = Array.from({ length: kenoNumbers }, (_, i) => i + 1);
    const picked: number[] = [];
    const count = spots.length || kenoMaxSpots;
    for (let i = 0; i < count; i++) picked.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
    setDrawn([]);
    setSpots(picked);
  };

  const drawNow = () =>
    void run(
      gamesApiEndpoints.kenoPlay,
      { requestId: newRequestId(), bet: toWire(betMinor), spots },
      async (result) => {
        if (result.outcome.game !== 'keno') return;
        setDrawn([]);
        for (const ball of result.outcome.drawn) {
          setDrawn((current) => [...current, ball]);
          if (!reducedMotion) {
            sound(spots.includes(ball) ? 'stop' : 'tick');
            await wait(160);
          }
        }
        sound(Number(result.multiplier) > 0 ? 'win' : 'lose');
      },
    );

  const hits = drawn.filter((n) => spots.includes(n)).length;
  const pays = spots.length > 0 ? kenoPaytable[spots.length - 1]! : [];
  return (
    <div className="game-layout">
      <div className="board">
        <KenoGrid spots={spots} drawn={drawn} onToggle={busy ? null : toggle} />
        <p className="muted small" aria-live="polite">
          {t('keno_picked', { count: spots.length, max: kenoMaxSpots })}
          {drawn.length > 0 ? ` · ${t('keno_hits', { count: hits })}` : ''}
        </p>
      </div>
      <div className="controls">
        <ResultBanner result={last} />
        {pays.length > 0 ? (
          <div className="keno-pays-wrap">
            <table className="keno-pays">
              <caption className="visually-hidden">{t('paytable_title')}</caption>
              <thead>
                <tr>
                  <th scope="row">{t('keno_hits_label')}</th>
                  {pays.map((_, h) => (
                    <td key={h}>{h}</td>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">×</th>
                  {pays.map((pay, h) => (
                    <td key={h} className={drawn.length > 0 && h === hits ? 'keno-pay-hit' : ''}>
                      {pay / 100}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        ) : null}
        <div className="row">
          <button type="button" className="btn" disabled={busy} onClick={quickPick}>
            {t('keno_quick_pick')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy || spots.length === 0}
            onClick={() => {
              setSpots([]);
              setDrawn([]);
            }}
          >
            {t('keno_clear')}
          </button>
        </div>
        <BetSelector />
        <PlayButton busy={busy || spots.length === 0} onClick={drawNow}>
          {t('keno_draw')}
        </PlayButton>
      </div>
    </div>
  );
}
