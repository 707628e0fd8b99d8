import { createHash, randomBytes } from 'node:crypto';
import { crashMultiplierText, DomainError, parseMoney, type Outcome } from '@ficha/contract';
import type { RoundLifecycle, SessionRow } from '@ficha/provider-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { GamesDb } from '../../db/database.ts';
import type { RoundService } from '../rounds/rounds.service.ts';
import { CrashRoom, type CrashPlayer, type CrashRoomBackend, type CrashRoomTimings } from './crash-room.ts';
import {
  crashBetFairness,
  crashBetWithRound,
  insertCrashBet,
  insertCrashRound,
  markCrashBetCashedOut,
  markCrashRoundCrashed,
  roundIdsOfBets,
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
    lifecycle: RoundLifecycle;
    clock: RoomClock;
    timings: CrashRoomTimings;
    room: string;
    publicSeed: string;
    log: FastifyBaseLogger;
  },
) {
  const { rounds: roundService, lifecycle, room: roomCode, publicSeed } = deps;

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
      const bet = await insertCrashBet(db, {
        id: randomBytes(12).toString('base64url'),
        crashRoundId: Number(roundKey),
        roundId: result.roundId,
        playerKey: player.key,
        playerLabel: player.label,
        autoCashOutHundredths: autoCashOut,
      });
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
      const { bet } = await crashBetWithRound(db, betId);
      await db.transaction(async (tx) => {
        await markCrashBetCashedOut(tx, betId, multiplier);
        await lifecycle.decideOpen(tx, [bet.roundId], {
          winMinor: () => win,
          multiplier: crashMultiplierText(multiplier),
          outcome: crashOutcome(crashMultiplierText(point), crashMultiplierText(multiplier)),
        });
      });
      deps.log.debug({ betId, multiplier: String(multiplier), at }, 'crash cash-out decided');
    },

    async crash(roundKey, point, lostBetIds, at) {
      await db.transaction(async (tx) => {
        await markCrashRoundCrashed(tx, Number(roundKey), point, at);
        if (lostBetIds.length === 0) return;
        await lifecycle.decideOpen(tx, await roundIdsOfBets(tx, lostBetIds), {
          winMinor: () => 0n,
          multiplier: '0.00',
          outcome: crashOutcome(crashMultiplierText(point), null),
        });
      });
    },

    async settle(betId) {
      const { round } = await crashBetWithRound(db, betId);
      const { round: after } = await lifecycle.drive(round, { cancelOpen: false });
      return lifecycle.balanceOf(after);
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

    /** The seeds a crash bet's game round was drawn from: its room round's (undefined for other rounds). */
    betFairness: (roundId: string) => crashBetFairness(db, roundId),
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
