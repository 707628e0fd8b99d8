import {
  crashMultiplierText,
  DomainError,
  toWireMoney,
  type CrashBet,
  type CrashPhase,
  type CrashRound,
  type CrashServerMessage,
} from '@ficha/contract';
import {
  crashFlightMs,
  crashMaxPoint,
  crashMinCashOut,
  crashMultiplierAt,
  crashRoomPoint,
  crashTimeToReach,
  hashServerSeed,
} from '@ficha/engines';
import type { RoomClock } from './room-clock.ts';

/** How long each phase lasts. */
export interface CrashRoomTimings {
  /** Bets are taken for this long after a round opens. */
  bettingMs: number;
  /** While flying, the multiplier is pushed this often. */
  tickMs: number;
  /** The crashed round stays on screen this long before the next one opens. */
  pauseMs: number;
}

/** Who bets, as the room knows them: a key to tell players apart and the masked name everyone sees. */
export interface CrashPlayer {
  key: string;
  label: string;
}

/** A bet the backend has taken (persisted and debited). */
export interface PlacedBet {
  betId: string;
  stake: bigint;
  currency: string;
  balance: bigint;
}

export interface RoomRoundRecord {
  roundKey: string;
  number: number;
  serverSeed: string;
  serverSeedHash: string;
  publicSeed: string;
}

export interface CrashHistoryEntry {
  number: number;
  point: bigint;
  publicSeed: string;
  serverSeedHash: string;
  serverSeed: string;
}

/**
 * What the room needs from the outside: the room's rows and the money of its bets. Every decision is written
 * before the money that follows it moves (crash.service.ts binds this to the database and the round service).
 */
export interface CrashRoomBackend<P extends CrashPlayer = CrashPlayer> {
  /** Opens a room round, committing its server seed's hash; the number follows the room's last one. */
  openRound(input: { serverSeed: string; serverSeedHash: string; openedAt: Date }): Promise<RoomRoundRecord>;
  startFlight(roundKey: string, at: Date): Promise<void>;
  /** Persists the bet as a game round and debits it; a repeated requestId answers the same bet. */
  placeBet(input: {
    roundKey: string;
    player: P;
    requestId: string;
    stake: bigint;
    autoCashOut: bigint | null;
  }): Promise<PlacedBet>;
  /** Records a cash-out decision: the bet's round is decided with this win (the point goes into its outcome). */
  decideCashOut(betId: string, decision: { multiplier: bigint; win: bigint; point: bigint; at: Date }): Promise<void>;
  /** Marks the room round crashed with its point and decides every bet still flying with a win of 0. */
  crash(roundKey: string, point: bigint, lostBetIds: string[], at: Date): Promise<void>;
  /** Credits a decided bet's win and closes its round; answers the balance after it. */
  settle(betId: string): Promise<bigint>;
  history(limit: number): Promise<CrashHistoryEntry[]>;
}

export interface RoomBet {
  betId: string;
  player: CrashPlayer;
  requestId: string;
  stake: bigint;
  currency: string;
  autoCashOut: bigint | null;
  cashedOutAt: bigint | null;
  win: bigint | null;
}

export interface RoomRound extends RoomRoundRecord {
  point: bigint;
  phase: CrashPhase;
  openedAt: number;
  bettingEndsAt: number;
  flightStartedAt: number | null;
  crashAt: number | null;
  bets: RoomBet[];
  /** Bets whose debit is under way: the flight waits for them. */
  pending: Map<string, Promise<unknown>>;
}

export type CrashRoomListener = (message: CrashServerMessage) => void;

const historyLength = 20;
const retryAfterFailureMs = 1_000;

/**
 * One crash room: a loop of rounds (betting for `bettingMs` → flying with the multiplier of
 * crashMultiplierAt → crashed at the round's point → `pauseMs` → the next round). One shared point per round
 * from its committed server seed (engines' crash-room.ts). Everything that changes the room runs one at a time
 * in `serial`, in the order it arrived; time comes only from the injected clock, so tests move it by hand.
 */
export class CrashRoom<P extends CrashPlayer = CrashPlayer> {
  private round: RoomRound | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private cancelWake: (() => void) | undefined;
  private readonly listeners = new Set<CrashRoomListener>();
  private readonly settlements = new Set<Promise<unknown>>();
  private history: CrashHistoryEntry[] = [];
  private stopped = false;

  constructor(
    private readonly deps: {
      clock: RoomClock;
      backend: CrashRoomBackend<P>;
      timings: CrashRoomTimings;
      newServerSeed: () => string;
      onError: (error: unknown) => void;
    },
  ) {}

  /** Opens the first round. Call once, after the backend has recovered what a previous process left. */
  async start(): Promise<void> {
    this.history = await this.deps.backend.history(historyLength);
    await this.serial(() => this.openRound(this.deps.clock.now()));
  }

  /** Stops waking up; in-flight work finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelWake?.();
    await this.idle();
  }

  /** Resolves when everything queued and every started settlement has finished (tests wait on it). */
  async idle(): Promise<void> {
    for (;;) {
      const chain = this.chain;
      await chain.catch(() => undefined);
      await Promise.allSettled([...this.settlements]);
      if (chain === this.chain && this.settlements.size === 0) return;
    }
  }

  subscribe(listener: CrashRoomListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What a new watcher is sent first. */
  snapshot(): CrashServerMessage {
    return roomSnapshot(this.currentRound(), this.history, this.deps.clock.now());
  }

  /**
   * Takes a bet while the round's betting phase lasts (judged at the moment it is received). One bet per player
   * and round; a repeated requestId answers the bet it made.
   */
  async placeBet(
    player: P,
    input: { requestId: string; stake: bigint; autoCashOut: bigint | null },
  ): Promise<{ number: number; bet: CrashBet; balance: bigint; currency: string }> {
    const receivedAt = this.deps.clock.now();
    const round = this.currentRound();
    const previous = round.bets.find((bet) => bet.player.key === player.key);
    if (previous && previous.requestId !== input.requestId) throw new DomainError('crash_bet_exists');
    if (!previous && (round.phase !== 'betting' || receivedAt >= round.bettingEndsAt)) {
      throw new DomainError('crash_betting_closed');
    }
    if (round.pending.has(player.key)) throw new DomainError('crash_bet_exists');
    const placing = this.deps.backend.placeBet({
      roundKey: round.roundKey,
      player,
      requestId: input.requestId,
      stake: input.stake,
      autoCashOut: input.autoCashOut,
    });
    if (!previous) round.pending.set(player.key, placing);
    try {
      const placed = await placing;
      let bet = round.bets.find((b) => b.betId === placed.betId);
      if (!bet) {
        bet = {
          betId: placed.betId,
          player: { key: player.key, label: player.label },
          requestId: input.requestId,
          stake: placed.stake,
          currency: placed.currency,
          autoCashOut: input.autoCashOut,
          cashedOutAt: null,
          win: null,
        };
        round.bets.push(bet);
        this.emit({ type: 'bet', number: round.number, bet: publicBet(bet) });
      }
      return { number: round.number, bet: publicBet(bet), balance: placed.balance, currency: placed.currency };
    } finally {
      round.pending.delete(player.key);
    }
  }

  /**
   * Cashes a bet out at the multiplier of the room's clock at the moment the request arrived. Refused before
   * take-off, while 1.00× is shown, after the crash, and for a bet that was already decided.
   */
  async cashOut(
    player: CrashPlayer,
    betId: string,
  ): Promise<{ number: number; bet: CrashBet; balance: bigint; currency: string }> {
    const receivedAt = this.deps.clock.now();
    const decided = await this.serial(async () => {
      // Whatever fell due before the request arrived happens first (an automatic cash-out, the crash).
      await this.advance(receivedAt);
      const round = this.currentRound();
      const bet = round.bets.find((b) => b.betId === betId && b.player.key === player.key);
      if (!bet) throw new DomainError('crash_bet_not_found');
      if (round.phase !== 'flying' || round.flightStartedAt === null || bet.win !== null) {
        throw new DomainError('crash_cash_out_closed');
      }
      const multiplier = crashMultiplierAt(receivedAt - round.flightStartedAt);
      if (multiplier < crashMinCashOut) throw new DomainError('crash_cash_out_closed');
      await this.decideCashOut(round, bet, multiplier, receivedAt);
      return { round, bet };
    });
    const balance = await this.track(this.deps.backend.settle(betId));
    return {
      number: decided.round.number,
      bet: publicBet(decided.bet),
      balance,
      currency: decided.bet.currency,
    };
  }

  /** Runs what is due at the clock's time now (the wake-up timer calls it; tests call it after moving the clock). */
  async wake(): Promise<void> {
    await this.serial(() => this.advance(this.deps.clock.now()));
  }

  private currentRound(): RoomRound {
    if (!this.round) throw new DomainError('game_under_maintenance');
    return this.round;
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const result = this.chain.then(work, work);
    this.chain = result.catch(() => undefined);
    return result;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.settlements.add(work);
    const forget = () => this.settlements.delete(work);
    work.then(forget, forget);
    return work;
  }

  private emit(message: CrashServerMessage) {
    for (const listener of this.listeners) listener(message);
  }

  private async openRound(now: number) {
    const serverSeed = this.deps.newServerSeed();
    const record = await this.deps.backend.openRound({
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      openedAt: new Date(now),
    });
    this.round = {
      ...record,
      point: crashRoomPoint({ serverSeed, publicSeed: record.publicSeed, roundNumber: record.number }),
      phase: 'betting',
      openedAt: now,
      bettingEndsAt: now + this.deps.timings.bettingMs,
      flightStartedAt: null,
      crashAt: null,
      bets: [],
      pending: new Map(),
    };
    this.emit({ type: 'betting', round: publicRound(this.round, now) });
    this.scheduleWake(this.round.bettingEndsAt);
  }

  /** Moves the room to `now`: every event due by then, in time order. */
  private async advance(now: number) {
    for (;;) {
      const round = this.currentRound();
      if (round.phase === 'betting') {
        if (now < round.bettingEndsAt) return this.scheduleWake(round.bettingEndsAt);
        await this.takeOff(round, Math.max(round.bettingEndsAt, now));
        continue;
      }
      if (round.phase === 'flying') {
        const started = round.flightStartedAt ?? now;
        const crashAt = round.crashAt ?? now;
        for (const bet of this.dueAutoCashOuts(round, Math.min(now, crashAt))) {
          await this.decideCashOut(
            round,
            bet,
            bet.autoCashOut ?? 0n,
            started + crashTimeToReach(bet.autoCashOut ?? 0n),
          );
          this.settleInBackground(bet.betId);
        }
        if (now >= crashAt) {
          await this.crash(round, crashAt);
          continue;
        }
        this.emit({
          type: 'tick',
          number: round.number,
          elapsedMs: now - started,
          multiplier: crashMultiplierText(crashMultiplierAt(now - started)),
        });
        const nextAuto = this.nextAutoCashOutAt(round);
        return this.scheduleWake(Math.min(now + this.deps.timings.tickMs, crashAt, nextAuto));
      }
      // Crashed: the next round opens after the pause.
      const reopenAt = (round.crashAt ?? now) + this.deps.timings.pauseMs;
      if (now < reopenAt) return this.scheduleWake(reopenAt);
      await this.openRound(now);
      return;
    }
  }

  private async takeOff(round: RoomRound, at: number) {
    // Bets received during the betting phase whose debit is still under way fly too.
    await Promise.allSettled([...round.pending.values()]);
    await this.deps.backend.startFlight(round.roundKey, new Date(at));
    round.phase = 'flying';
    round.flightStartedAt = at;
    round.crashAt = at + crashFlightMs(round.point);
    this.emit({ type: 'flying', number: round.number });
  }

  private async crash(round: RoomRound, at: number) {
    // A flight that reached the cap pays every bet still flying the cap.
    if (round.point >= crashMaxPoint) {
      for (const bet of round.bets.filter((b) => b.win === null)) {
        await this.decideCashOut(round, bet, crashMaxPoint, at);
        this.settleInBackground(bet.betId);
      }
    }
    const lost = round.bets.filter((bet) => bet.win === null);
    await this.deps.backend.crash(
      round.roundKey,
      round.point,
      lost.map((bet) => bet.betId),
      new Date(at),
    );
    for (const bet of lost) bet.win = 0n;
    round.phase = 'crashed';
    for (const bet of lost) this.settleInBackground(bet.betId);
    this.history = [
      {
        number: round.number,
        point: round.point,
        publicSeed: round.publicSeed,
        serverSeedHash: round.serverSeedHash,
        serverSeed: round.serverSeed,
      },
      ...this.history,
    ].slice(0, historyLength);
    this.emit({
      type: 'crashed',
      round: publicRound(round, at),
      bets: round.bets.map((bet) => publicBet(bet)),
    });
  }

  private async decideCashOut(round: RoomRound, bet: RoomBet, multiplier: bigint, at: number) {
    const win = (bet.stake * multiplier) / 100n;
    await this.deps.backend.decideCashOut(bet.betId, { multiplier, win, point: round.point, at: new Date(at) });
    bet.cashedOutAt = multiplier;
    bet.win = win;
    this.emit({ type: 'cash_out', number: round.number, bet: publicBet(bet) });
  }

  /** Credits outside the room's queue, so a slow wallet never holds the room; failures are left to recovery. */
  private settleInBackground(betId: string) {
    this.track(this.deps.backend.settle(betId)).catch((error: unknown) => this.deps.onError(error));
  }

  private dueAutoCashOuts(round: RoomRound, until: number): RoomBet[] {
    const started = round.flightStartedAt ?? until;
    return round.bets
      .filter(
        (bet) =>
          bet.win === null &&
          bet.autoCashOut !== null &&
          bet.autoCashOut <= round.point &&
          started + crashTimeToReach(bet.autoCashOut) <= until,
      )
      .sort((a, b) => Number((a.autoCashOut ?? 0n) - (b.autoCashOut ?? 0n)));
  }

  private nextAutoCashOutAt(round: RoomRound): number {
    const started = round.flightStartedAt ?? 0;
    let next = Number.POSITIVE_INFINITY;
    for (const bet of round.bets) {
      if (bet.win === null && bet.autoCashOut !== null && bet.autoCashOut <= round.point) {
        next = Math.min(next, started + crashTimeToReach(bet.autoCashOut));
      }
    }
    return next;
  }

  private scheduleWake(at: number) {
    this.cancelWake?.();
    if (this.stopped) return;
    this.cancelWake = this.deps.clock.wakeAt(at, () => {
      this.wake().catch((error: unknown) => {
        // A failed step (the database away) is tried again a second later; the room never stalls.
        this.deps.onError(error);
        this.scheduleWake(this.deps.clock.now() + retryAfterFailureMs);
      });
    });
  }
}

/** What a new watcher is sent first: the round as it stands at `now`, its bets and the last crashed rounds. */
export function roomSnapshot(round: RoomRound, history: CrashHistoryEntry[], now: number): CrashServerMessage {
  return {
    type: 'snapshot',
    round: publicRound(round, now),
    bets: round.bets.map((bet) => publicBet(bet)),
    history: history.map((entry) => ({ ...entry, point: crashMultiplierText(entry.point) })),
  };
}

function publicRound(round: RoomRound, now: number): CrashRound {
  const crashed = round.phase === 'crashed';
  const elapsed =
    round.flightStartedAt === null
      ? null
      : Math.max(0, (crashed ? (round.crashAt ?? now) : now) - round.flightStartedAt);
  const multiplier = crashed ? round.point : elapsed === null ? 100n : crashMultiplierAt(elapsed);
  return {
    number: round.number,
    phase: round.phase,
    publicSeed: round.publicSeed,
    serverSeedHash: round.serverSeedHash,
    serverSeed: crashed ? round.serverSeed : null,
    point: crashed ? crashMultiplierText(round.point) : null,
    bettingMsLeft: round.phase === 'betting' ? Math.max(0, round.bettingEndsAt - now) : null,
    elapsedMs: elapsed,
    multiplier: crashMultiplierText(multiplier > round.point && !crashed ? round.point : multiplier),
  };
}

function publicBet(bet: RoomBet): CrashBet {
  return {
    betId: bet.betId,
    player: bet.player.label,
    stake: toWireMoney(bet.stake),
    currency: bet.currency,
    autoCashOut: bet.autoCashOut === null ? null : crashMultiplierText(bet.autoCashOut),
    cashedOutAt: bet.cashedOutAt === null ? null : crashMultiplierText(bet.cashedOutAt),
    win: bet.win === null ? null : toWireMoney(bet.win),
  };
}
