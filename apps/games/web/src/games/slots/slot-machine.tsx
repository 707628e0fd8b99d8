import { gamesApiEndpoints, type PlayResult } from '@ficha/contract';
import { windowAt, type SlotDefinition } from '@ficha/engines';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../lib/game-context.tsx';
import { newRequestId } from '../../lib/api.ts';
import { wait } from '../../lib/motion.ts';
import { createPacer, type Pacer } from '../../lib/pacer.ts';
import { moneyText } from '@ficha/ui';
import { toMinor, toWire } from '../../lib/money.ts';
import { play as sound } from '../../lib/sound.ts';
import { BetSelector } from '../../ui/bet-selector.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { AutoplayForm } from './autoplay-form.tsx';
import { decideAfterSpin, type AutoplaySettings, type AutoplayStopReason, type SpinReport } from './autoplay.ts';
import { Reels } from './reels.tsx';
import type { SlotArt } from './slot-art.ts';
import { spinTiming } from './spin-timing.ts';
import { spinWinMinor, winHighlight, type ShownSpin, type WinHighlight } from './win-cells.ts';
import './slots.css';

type SlotOutcome = Extract<PlayResult['outcome'], { game: 'slot' }>;

/**
 * A slot: the reels, the bet, spin, turbo and auto-play with its stop conditions. A spin's outcome comes
 * from the game server (playResult.outcome); the page only animates it, then the free spins it awarded.
 */
export function SlotMachine({ slot, art }: { slot: SlotDefinition; art: SlotArt }) {
  const { t } = useTranslation();
  const game = useGame();
  const { betMinor, session, locale, reducedMotion } = game;
  const [shown, setShown] = useState<ShownSpin>(() => idleSpin(slot));
  const [spinning, setSpinning] = useState<boolean[]>(() => slot.reels.map(() => false));
  const [highlight, setHighlight] = useState<WinHighlight | null>(null);
  const [freeSpins, setFreeSpins] = useState<{ current: number; total: number } | null>(null);
  const [message, setMessage] = useState<{ text: string; win: boolean } | null>(null);
  const [turbo, setTurbo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [autoLeft, setAutoLeft] = useState<number | null>(null);
  const [autoOpen, setAutoOpen] = useState(false);
  const stopAuto = useRef(false);
  // The pauses of the spin under way; a tap on the reels skips what is left of its animation.
  const pacer = useRef<Pacer | null>(null);
  const [skippable, setSkippable] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const pace = (key: keyof (typeof spinTiming)['normal']) =>
    reducedMotion ? 0 : spinTiming[turbo ? 'turbo' : 'normal'][key];
  const money = (minor: bigint) => moneyText(minor, locale, { currency: session.currency });

  /**
   * Lands the reels on a spin one by one — the reels scroll until `minSpin` after `startedAt` (the tap, or
   * the free spin's start), then stop a `reelGap` apart — and lights its wins. True when the spin won.
   */
  async function land(spin: ShownSpin, multiplier: number, stakeMinor: bigint, pauses: Pacer, startedAt: number) {
    if (!reducedMotion && !pauses.skipped) setSpinning(slot.reels.map(() => true));
    setHighlight(null);
    await pauses.wait(pace('minSpin') - (performance.now() - startedAt));
    setShown(spin);
    for (let reel = 0; reel < slot.reels.length; reel++) {
      setSpinning((current) => current.map((on, i) => (i <= reel ? false : on)));
      if (!pauses.skipped) sound('stop');
      // The last reel's stop is the landing itself: no pause after it.
      if (reel < slot.reels.length - 1) await pauses.wait(pace('reelGap'));
    }
    setSpinning(slot.reels.map(() => false));
    setHighlight(winHighlight(slot, spin));
    if (spin.units === 0) return false;
    const won = spinWinMinor(spin.units, multiplier, stakeMinor, slot.betUnits);
    setMessage({ text: t('slot_spin_win', { amount: money(won) }), win: true });
    sound(spin.units * multiplier >= slot.betUnits * 10 ? 'big_win' : 'win');
    return true;
  }

  /** One paid spin and the free spins it awarded; null when the call failed. */
  async function spinOnce(auto = false): Promise<SpinReport | null> {
    const startedAt = performance.now();
    const pauses = createPacer();
    pacer.current = pauses;
    setSkippable(!reducedMotion);
    setBusy(true);
    game.setLocked(true);
    setMessage(null);
    setFreeSpins(null);
    sound('spin');
    const stakeMinor = betMinor;
    if (!reducedMotion) setSpinning(slot.reels.map(() => true));
    const result = await game.play(gamesApiEndpoints.slotSpin, { requestId: newRequestId(), bet: toWire(stakeMinor) });
    if (!result || result.outcome.game !== 'slot') {
      setSpinning(slot.reels.map(() => false));
      setSkippable(false);
      setBusy(false);
      if (!auto) game.setLocked(false);
      return null;
    }
    const outcome: SlotOutcome = result.outcome;
    let won = await land(outcome.base, 1, stakeMinor, pauses, startedAt);
    for (const [index, spin] of outcome.freeSpins.entries()) {
      if (!live.current) break;
      // A win stays on screen a moment before the next free spin covers it.
      await pauses.wait(pace(won ? 'showWin' : 'betweenSpins'));
      setFreeSpins({ current: index + 1, total: outcome.freeSpins.length });
      won = await land(spin, outcome.freeSpinMultiplier, stakeMinor, pauses, performance.now());
    }
    setSkippable(false);
    game.reveal(result);
    const winMinor = toMinor(result.win);
    setMessage(
      winMinor > 0n
        ? { text: t('result_win', { amount: money(winMinor) }), win: true }
        : { text: t('result_no_win'), win: false },
    );
    if (winMinor === 0n) sound('lose');
    setBusy(false);
    if (!auto) game.setLocked(false);
    return {
      winMinor,
      balanceMinor: toMinor(result.balance),
      freeSpinsAwarded: outcome.base.freeSpinsAwarded,
      nextStakeMinor: stakeMinor,
    };
  }

  async function runAuto(settings: AutoplaySettings) {
    setAutoOpen(false);
    stopAuto.current = false;
    let remaining = settings.spins;
    let reason: AutoplayStopReason | 'stopped' | 'failed' = 'spins_done';
    setAutoLeft(remaining);
    game.setLocked(true);
    while (live.current) {
      remaining -= 1;
      setAutoLeft(remaining);
      const report = await spinOnce(true);
      if (!report) {
        reason = 'failed';
        break;
      }
      const decision = decideAfterSpin(settings, remaining, report);
      if (decision.next === 'stop') {
        reason = decision.reason;
        break;
      }
      if (stopAuto.current) {
        reason = 'stopped';
        break;
      }
      // A win stays on screen a moment before the next spin covers it.
      await wait(reducedMotion ? 250 : pace(report.winMinor > 0n ? 'showWin' : 'betweenSpins'));
    }
    setAutoLeft(null);
    game.setLocked(false);
    if (reason !== 'failed')
      setMessage((current) => ({ text: t(`autoplay_ended_${reason}`), win: current?.win ?? false }));
  }

  const autoRunning = autoLeft !== null;
  return (
    <div className="game-layout slot-machine">
      <div className="board slot-board">
        <Reels slot={slot} art={art} window={shown.window} spinning={spinning} highlight={highlight} turbo={turbo} />
        {skippable ? (
          <button
            type="button"
            className="skip-spin"
            aria-label={t('slot_skip')}
            title={t('slot_skip')}
            onClick={() => pacer.current?.skip()}
          />
        ) : null}
      </div>
      <div className="controls">
        <div className="slot-status" aria-live="polite">
          <span className={`result-line ${message?.win ? 'win-text' : ''}`}>{message?.text ?? ''}</span>
          {freeSpins ? (
            <span className="free-spins">
              {t('slot_free_spins', { current: freeSpins.current, total: freeSpins.total })}
            </span>
          ) : null}
          {autoRunning ? <span className="muted">{t('autoplay_left', { count: autoLeft })}</span> : null}
        </div>
        <BetSelector />
        <div className="slot-buttons">
          <button
            type="button"
            className="btn"
            aria-pressed={turbo}
            onClick={() => setTurbo((on) => !on)}
            title={t('slot_turbo')}
          >
            {t('slot_turbo')}
          </button>
          {autoRunning ? (
            <button
              type="button"
              className="btn btn-primary play-button"
              onClick={() => {
                stopAuto.current = true;
              }}
            >
              {t('autoplay_stop')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary play-button"
              disabled={busy || game.balanceMinor < betMinor}
              onClick={() => void spinOnce()}
            >
              {t('slot_spin')}
            </button>
          )}
          <button type="button" className="btn" disabled={busy || autoRunning} onClick={() => setAutoOpen(true)}>
            {t('autoplay')}
          </button>
        </div>
        {game.balanceMinor < betMinor ? <p className="lose-text small">{t('insufficient_balance')}</p> : null}
      </div>
      <Sheet title={t('autoplay')} open={autoOpen} onClose={() => setAutoOpen(false)}>
        <AutoplayForm onStart={(settings) => void runAuto(settings)} />
      </Sheet>
    </div>
  );
}

/**
 * Before the first spin the reels rest at staggered stops (reel r at 5r), so the idle window does not look
 * like a winning line; nothing is lit.
 */
function idleSpin(slot: SlotDefinition): ShownSpin {
  return {
    window: windowAt(
      slot,
      slot.reels.map((strip, reel) => (reel * 5) % strip.length),
    ),
    wins: [],
    scatterCount: 0,
    scatterUnits: 0,
    freeSpinsAwarded: 0,
    units: 0,
  };
}
