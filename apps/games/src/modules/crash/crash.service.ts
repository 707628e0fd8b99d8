import { createHash, randomBytes } from 'node:crypto';
import { crashMultiplierText, DomainError, parseMoney, type Outcome } from '@ficha/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GamesDb } from '../../db/database.ts';
import { crashBets, crashRounds, rounds, sessions, type RoundRow, type SessionRow } from '../../db/schema/index.ts';
import type { RoundService } from '../rounds/rounds.service.ts';
import { CrashRoom, type CrashPlayer, type CrashRoomBackend, type CrashRoomTimings } from './crash-room.ts';
import {
  insertCrashRound,
  markCrashRoundFlying,
  recentCrashedRounds,
  voidUnfinishedCrashRounds,
} from './crash.queries.ts';
import type { RoomClock } from './room-clock.ts';

/** A player in the room: the game session that bets, known to others only by a masked label. */
export interface CrashSessionPlayer extends CrashPlayer {
  session: SessionRow;
}

/** Everyone sees `•••` and 4 characters of a hash of the player key: stable per player, says nothing about them. */
export function crashPlayerOf(session: SessionRow): CrashSessionPlayer {
  const key = session.playerKey ?? `session:${session.id}`;
  const tag = createHash('sha256').update(`crash:${key}`).digest('hex').slice(0, 4);
  return { key, label: `•••${tag}`, session };
}

const crashOutcome = (point: string, cashedOutAt: string | null): Outcome => ({ game: 'crash', point, cashedOutAt });

/**
 * Binds a crash room to the database and the round service (decision 0014): each bet is a game round written
 * and debited by `rounds.play`; decisions (cash-out, crash) are written on the game round in the same transaction
 * as the room's rows; credits go through `rounds.drive`, the round service's one way to finish a round.
 */
export function createCrashService(
  db: GamesDb,
  deps: {
    rounds: RoundService;
    clock: RoomClock;
    timings: CrashRoomTimings;
    room: string;
    publicSeed: string;
    log: FastifyBaseLogger;
  },
) {
  const { rounds: roundService, room: roomCode, publicSeed } = deps;

  async function betRow(betId: string) {
    const [row] = await db
      .select({ bet: crashBets, round: rounds })
      .from(crashBets)
      .innerJoin(rounds, eq(rounds.id, crashBets.roundId))
      .where(eq(crashBets.id, betId));
    if (!row) throw new Error(`crash bet ${betId} vanished`);
    return row;
  }

  async function balanceOf(round: RoundRow): Promise<bigint> {
    const [session] = await db
      .select({ demo: sessions.demoBalanceMinor, last: sessions.lastBalanceMinor })
      .from(sessions)
      .where(eq(sessions.id, round.sessionId));
    return (round.mode === 'demo' ? session?.demo : session?.last) ?? 0n;
  }

  /**
   * Decides open bets' game rounds inside `tx`: real rounds become `decided` (their credit follows), demo rounds
   * are settled at once with their win added to the play money.
   */
  async function decide(
    tx: Parameters<Parameters<GamesDb['transaction']>[0]>[0],
    roundIds: string[],
    decision: { winMinor: (stake: bigint) => bigint; multiplier: string; outcome: Outcome },
  ) {
    if (roundIds.length === 0) return;
    const open = await tx
      .select()
      .from(rounds)
      .where(and(inArray(rounds.id, roundIds), eq(rounds.state, 'open')))
      .for('update');
    for (const round of open) {
      const winMinor = decision.winMinor(round.stakeMinor);
      const demo = round.mode === 'demo';
      await tx
        .update(rounds)
        .set({
          state: demo ? 'settled' : 'decided',
          winMinor,
          multiplier: decision.multiplier,
          outcome: decision.outcome as Record<string, unknown>,
          settledAt: demo ? new Date() : null,
          updatedAt: sql`now()`,
        })
        .where(eq(rounds.id, round.id));
      if (demo && winMinor > 0n) {
        await tx
          .update(sessions)
          .set({ demoBalanceMinor: sql`${sessions.demoBalanceMinor} + ${winMinor}` })
          .where(eq(sessions.id, round.sessionId));
      }
    }
  }

  const backend: CrashRoomBackend<CrashSessionPlayer> = {
    async openRound({ serverSeed, serverSeedHash, openedAt }) {
      const row = await insertCrashRound(db, { room: roomCode, publicSeed, serverSeed, serverSeedHash, openedAt });
      return { roundKey: String(row.id), number: row.number, serverSeed, serverSeedHash, publicSeed };
    },

    startFlight: (roundKey, at) => markCrashRoundFlying(db, Number(roundKey), at),

    async placeBet({ roundKey, player, requestId, stake, autoCashOut }) {
      const result = await roundService.play(player.session, {
        gameCode: 'crash',
        requestId,
        stakeMinor: stake,
        // The point is the room's, not drawn from the player's seeds: the round stays open until the room decides.
        draw: () => ({ settings: { game: 'crash' }, outcome: crashOutcome('0.00', null), decided: null }),
      });
      const betId = randomBytes(12).toString('base64url');
      await db
        .insert(crashBets)
        .values({
          id: betId,
          crashRoundId: Number(roundKey),
          roundId: result.roundId,
          playerKey: player.key,
          playerLabel: player.label,
          autoCashOutHundredths: autoCashOut,
        })
        .onConflictDoNothing({ target: crashBets.roundId });
      const [bet] = await db.select().from(crashBets).where(eq(crashBets.roundId, result.roundId));
      // A requestId already used on an earlier room round answers that round's bet: not a bet on this one.
      if (!bet || bet.crashRoundId !== Number(roundKey)) throw new DomainError('crash_betting_closed');
      const staked = parseMoney(result.stake);
      const balance = parseMoney(result.balance);
      return {
        betId: bet.id,
        stake: staked.ok ? staked.minor : stake,
        currency: result.currency,
        balance: balance.ok ? balance.minor : 0n,
      };
    },

    async decideCashOut(betId, { multiplier, win, point, at }) {
      const { bet } = await betRow(betId);
      await db.transaction(async (tx) => {
        await tx.update(crashBets).set({ cashedOutHundredths: multiplier }).where(eq(crashBets.id, betId));
        await decide(tx, [bet.roundId], {
          winMinor: () => win,
          multiplier: crashMultiplierText(multiplier),
          outcome: crashOutcome(crashMultiplierText(point), crashMultiplierText(multiplier)),
        });
      });
      deps.log.debug({ betId, multiplier: String(multiplier), at }, 'crash cash-out decided');
    },

    async crash(roundKey, point, lostBetIds, at) {
      await db.transaction(async (tx) => {
        await tx
          .update(crashRounds)
          .set({ phase: 'crashed', pointHundredths: point, crashedAt: at })
          .where(and(eq(crashRounds.id, Number(roundKey)), eq(crashRounds.phase, 'flying')));
        if (lostBetIds.length === 0) return;
        const lost = await tx
          .select({ roundId: crashBets.roundId })
          .from(crashBets)
          .where(inArray(crashBets.id, lostBetIds));
        await decide(
          tx,
          lost.map((row) => row.roundId),
          { winMinor: () => 0n, multiplier: '0.00', outcome: crashOutcome(crashMultiplierText(point), null) },
        );
      });
    },

    async settle(betId) {
      const { round } = await betRow(betId);
      const { round: after } = await roundService.drive(round, { cancelOpen: false });
      return balanceOf(after);
    },

    async history(limit) {
      const rows = await recentCrashedRounds(db, roomCode, limit);
      return rows.map((row) => ({ ...row, point: row.point ?? 100n }));
    },
  };

  const room = new CrashRoom<CrashSessionPlayer>({
    clock: deps.clock,
    backend,
    timings: deps.timings,
    newServerSeed: () => randomBytes(32).toString('hex'),
    onError: (error) => deps.log.error({ err: error }, 'crash room'),
  });

  return {
    room,

    /**
     * Starts the room. Room rounds a stopped process left betting or flying are void: their bets' game rounds are
     * still open and the round service's recovery (run before) rolled them back.
     */
    async start() {
      await voidUnfinishedCrashRounds(db, roomCode);
      await room.start();
    },

    stop: () => room.stop(),
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
