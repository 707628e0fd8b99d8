import { crashEndpoints, gamesApiEndpoints, type CrashBet } from '@ficha/contract';
import { crashMultiplierAt } from '@ficha/engines';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { errorText, gamesApi, newRequestId } from '../../lib/api.ts';
import { moneyText } from '@ficha/ui';
import { toMinor, toWire } from '../../lib/money.ts';
import { play as playSound } from '../../lib/sound.ts';
import { BetSelector } from '../../ui/bet-selector.tsx';
import { CrashCurve } from './crash-curve.tsx';
import type { CrashRoomState } from './crash-state.ts';
import { useCrashRoom } from './use-crash-room.ts';
import './crash.css';

/** The shown multiplier at `elapsedMs` after take-off: the engines' curve, as the server computes it. */
const multiplierAt = (elapsedMs: number) => Number(crashMultiplierAt(Math.round(elapsedMs))) / 100;

/**
 * Where the flight is now on the page: the last tick plus the page time since (smooth), or the last tick only
 * when motion is reduced. Betting counts down the same way.
 */
function useRoomClock(room: CrashRoomState, reducedMotion: boolean) {
  const [now, setNow] = useState(() => performance.now());
  const moving = room.round?.phase === 'flying' || room.round?.phase === 'betting';
  useEffect(() => {
    if (!moving) return;
    if (reducedMotion) {
      const timer = window.setInterval(() => setNow(performance.now()), 1_000);
      return () => window.clearInterval(timer);
    }
    let frame = requestAnimationFrame(function step(time) {
      setNow(time);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving, reducedMotion]);
  const phase = room.round?.phase ?? 'betting';
  const elapsedMs =
    phase === 'flying' && !reducedMotion
      ? room.anchorElapsedMs + Math.max(0, now - room.anchorAt)
      : (room.round?.elapsedMs ?? 0);
  const bettingLeftMs = Math.max(0, room.bettingLeftMs - Math.max(0, now - room.bettingAt));
  return { elapsedMs, bettingLeftMs };
}

interface MyBet {
  number: number;
  betId: string;
}

const myBetKey = 'ficha.games.crash.bet';

/** The player's bet survives a reload of the page (the socket is anonymous: the page must know which bet is its). */
function readMyBet(): MyBet | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(myBetKey) ?? 'null') as unknown;
    if (
      stored &&
      typeof stored === 'object' &&
      typeof (stored as MyBet).number === 'number' &&
      typeof (stored as MyBet).betId === 'string'
    ) {
      return stored as MyBet;
    }
  } catch {
    // Unreadable: no bet remembered.
  }
  return null;
}

/** Crash: one shared round for everyone in the room; bet while it counts down, cash out before it crashes. */
export default function CrashGame() {
  const { t } = useTranslation();
  const game = useGame();
  const { locale, betMinor, reducedMotion, showError, setLocked, setBalanceMinor } = game;
  const room = useCrashRoom();
  const { elapsedMs, bettingLeftMs } = useRoomClock(room, reducedMotion);
  const [mine, setMineState] = useState<MyBet | null>(readMyBet);
  const setMine = (bet: MyBet) => {
    setMineState(bet);
    try {
      sessionStorage.setItem(myBetKey, JSON.stringify(bet));
    } catch {
      // Kept for this page only.
    }
  };
  const [busy, setBusy] = useState(false);
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const autoId = useId();

  const round = room.round;
  const phase = round?.phase ?? 'betting';
  const myBet: CrashBet | undefined =
    mine && round?.number === mine.number ? room.bets.find((b) => b.betId === mine.betId) : undefined;
  const flying = phase === 'flying';
  const shown =
    phase === 'crashed' ? (round?.point ?? round?.multiplier ?? '1.00') : multiplierAt(elapsedMs).toFixed(2);

  useEffect(() => setLocked(Boolean(myBet && myBet.win === null)), [myBet, setLocked]);
  const settledMine = phase === 'crashed' && myBet ? myBet.betId : null;
  const lostMine = myBet?.win === 0;
  useEffect(() => {
    if (!settledMine) return;
    if (lostMine) playSound('lose');
    // An automatic cash-out is paid without a call of this page: read the balance once the round is over.
    gamesApi
      .call(gamesApiEndpoints.balance, {})
      .then((answer) => setBalanceMinor(toMinor(answer.balance)))
      .catch(() => undefined);
  }, [settledMine, lostMine, setBalanceMinor]);

  const autoTarget = Number(autoText);
  const autoValid = /^\d{1,5}(\.\d{1,2})?$/.test(autoText) && autoTarget >= 1.01 && autoTarget <= 10_000;

  async function placeBet() {
    setBusy(true);
    showError(null);
    try {
      const answer = await gamesApi.call(crashEndpoints.bet, {
        requestId: newRequestId(),
        bet: toWire(betMinor),
        ...(autoOn ? { autoCashOut: autoTarget } : {}),
      });
      setMine({ number: answer.number, betId: answer.bet.betId });
      setBalanceMinor(toMinor(answer.balance));
      playSound('click');
    } catch (error) {
      showError(errorText(error, t('error_generic')));
    } finally {
      setBusy(false);
    }
  }

  async function cashOut() {
    if (!mine) return;
    setBusy(true);
    try {
      const answer = await gamesApi.call(crashEndpoints.cashOut, { betId: mine.betId });
      setBalanceMinor(toMinor(answer.balance));
      playSound('win');
    } catch (error) {
      showError(errorText(error, t('error_generic')));
    } finally {
      setBusy(false);
    }
  }

  const status = !round
    ? t('crash_connecting')
    : phase === 'betting'
      ? t('crash_betting', { seconds: (bettingLeftMs / 1000).toFixed(1) })
      : phase === 'flying'
        ? t('crash_flying')
        : t('crash_crashed', { point: round.point ?? '' });

  return (
    <div className="crash-game">
      <ol className="crash-history" aria-label={t('crash_history')}>
        {room.history.map((h) => (
          <li key={h.number}>
            <details>
              <summary className={Number(h.point) >= 2 ? 'win-text' : 'lose-text'}>{h.point}×</summary>
              <dl className="crash-seeds mono">
                <dt>{t('crash_round')}</dt>
                <dd>{h.number}</dd>
                <dt>{t('crash_server_seed')}</dt>
                <dd>{h.serverSeed}</dd>
                <dt>{t('crash_server_seed_hash')}</dt>
                <dd>{h.serverSeedHash}</dd>
                <dt>{t('crash_public_seed')}</dt>
                <dd>{h.publicSeed}</dd>
              </dl>
            </details>
          </li>
        ))}
      </ol>

      <CrashCurve elapsedMs={elapsedMs} phase={phase}>
        <strong className={`crash-multiplier ${phase === 'crashed' ? 'lose-text' : ''}`}>{shown}×</strong>
        <span className="crash-status" role="status" aria-live="polite">
          {room.connected ? status : t('crash_connecting')}
        </span>
        {myBet?.cashedOutAt ? (
          <span className="crash-mine win-text">
            {t('crash_cashed_out', {
              multiplier: myBet.cashedOutAt,
              win: moneyText(myBet.win ?? 0, locale, { currency: myBet.currency }),
            })}
          </span>
        ) : null}
      </CrashCurve>

      {round ? (
        <p className="crash-commit mono">
          {t('crash_commitment', { number: round.number })} {round.serverSeedHash}
        </p>
      ) : null}

      <div className="crash-controls">
        <BetSelector />
        <div className="row crash-auto">
          <label className="row">
            <input
              type="checkbox"
              checked={autoOn}
              disabled={Boolean(myBet)}
              onChange={(e) => setAutoOn(e.target.checked)}
            />
            {t('crash_auto')}
          </label>
          <label className="field" htmlFor={autoId}>
            <span className="visually-hidden">{t('crash_auto_target')}</span>
            <input
              id={autoId}
              inputMode="decimal"
              value={autoText}
              disabled={!autoOn || Boolean(myBet)}
              aria-invalid={autoOn && !autoValid}
              onChange={(e) => setAutoText(e.target.value.trim())}
            />
          </label>
          <span aria-hidden="true">×</span>
        </div>
        {myBet && myBet.win === null && flying ? (
          <button type="button" className="btn btn-primary crash-action" disabled={busy} onClick={cashOut}>
            {t('crash_cash_out', { multiplier: shown })}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary crash-action"
            disabled={
              busy ||
              phase !== 'betting' ||
              Boolean(myBet) ||
              (autoOn && !autoValid) ||
              !room.connected ||
              !game.betReady
            }
            onClick={placeBet}
          >
            {phase !== 'betting' ? t('crash_wait_next') : myBet ? t('crash_bet_placed') : t('crash_place_bet')}
          </button>
        )}
      </div>

      <table className="crash-bets">
        <caption>{t('crash_players', { count: room.bets.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('crash_player')}</th>
            <th scope="col">{t('bet')}</th>
            <th scope="col">{t('crash_cash_out_at')}</th>
            <th scope="col">{t('crash_win')}</th>
          </tr>
        </thead>
        <tbody>
          {room.bets.map((bet) => (
            <tr key={bet.betId} className={bet.betId === mine?.betId ? 'crash-bet-mine' : undefined}>
              <td>{bet.player}</td>
              <td>{moneyText(bet.stake, locale, { currency: bet.currency })}</td>
              <td>{bet.cashedOutAt ? `${bet.cashedOutAt}×` : '—'}</td>
              <td className={bet.win === null ? '' : bet.win > 0 ? 'win-text' : 'lose-text'}>
                {bet.win === null ? '—' : moneyText(bet.win, locale, { currency: bet.currency })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
