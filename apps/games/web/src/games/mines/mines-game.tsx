import { gamesApiEndpoints } from '@ficha/contract';
import { minesCells } from '@ficha/engines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { newRequestId } from '../../lib/api.ts';
import { moneyText } from '@ficha/ui';
import { returnAt, toMinor, toWire } from '../../lib/money.ts';
import { play as sound } from '../../lib/sound.ts';
import { BetSelector } from '../../ui/bet-selector.tsx';
import { PlayButton } from '../shared/play-button.tsx';
import { ResultBanner } from '../shared/result-banner.tsx';
import { useOpenRound } from '../shared/use-open-round.ts';
import { MinesGrid } from './mines-grid.tsx';
import './mines.css';
import '../shared/minis.css';

const mineChoices = Array.from({ length: minesCells - 1 }, (_, i) => i + 1);

/** Mines: a 5 × 5 grid hides mines; each safe pick raises the multiplier; cash out before hitting one. */
export default function MinesGame() {
  const { t } = useTranslation();
  const { betMinor, session, locale } = useGame();
  const { round, open, busy, act } = useOpenRound('mines');
  const [mines, setMines] = useState(3);
  const outcome = round?.outcome.game === 'mines' ? round.outcome : null;
  const stakeMinor = round ? toMinor(round.stake) : betMinor;

  const start = () =>
    void act(gamesApiEndpoints.minesStart, { requestId: newRequestId(), bet: toWire(betMinor), mines }).then(() =>
      sound('click'),
    );
  const pick = (cell: number) =>
    round &&
    void act(gamesApiEndpoints.minesPick, { roundId: round.roundId, cell }).then((result) => {
      if (result?.outcome.game !== 'mines') return;
      const hit = result.outcome.mineCells?.includes(cell) ?? false;
      sound(hit ? 'lose' : result.state === 'open' ? 'stop' : 'win');
    });
  const cashOut = () =>
    round && void act(gamesApiEndpoints.minesCashOut, { roundId: round.roundId }).then(() => sound('win'));

  return (
    <div className="game-layout">
      <div className="board">
        <MinesGrid outcome={outcome} onPick={open && !busy ? pick : null} />
        {outcome ? (
          <div className="stat-row" style={{ width: '100%' }}>
            <div className="stat">
              <span>{t('mines_current')}</span>
              <strong>{outcome.currentMultiplier}×</strong>
            </div>
            <div className="stat">
              <span>{t('mines_next')}</span>
              <strong>{outcome.nextMultiplier ? `${outcome.nextMultiplier}×` : '—'}</strong>
            </div>
          </div>
        ) : null}
      </div>
      <div className="controls">
        <ResultBanner result={round} />
        {open && outcome ? (
          <button
            type="button"
            className="btn btn-primary play-button"
            disabled={busy || outcome.picks.length === 0}
            onClick={cashOut}
          >
            {t('cash_out_amount', {
              amount: moneyText(returnAt(stakeMinor, outcome.currentMultiplier), locale, {
                currency: session.currency,
              }),
            })}
          </button>
        ) : (
          <>
            <label className="field">
              {t('mines_count')}
              <select value={mines} disabled={busy} onChange={(event) => setMines(Number(event.target.value))}>
                {mineChoices.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
            <BetSelector />
            <PlayButton busy={busy} onClick={start}>
              {t('mines_start')}
            </PlayButton>
          </>
        )}
        {open ? <p className="muted small">{t('mines_hint')}</p> : null}
      </div>
    </div>
  );
}
