import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { crashMultiplierText, DomainError, parseMoney, type CrashServerMessage, type Outcome } from '@ficha/contract';
import { crashFlightMs, crashRoomPoint } from '@ficha/engines';
import type { RoundLifecycle, SessionRow } from '@ficha/provider-kit';
import type { SqlConnection } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { GamesDb } from '../../db/database.ts';
import type { RoundService } from '../rounds/rounds.service.ts';
import { crashCommands, type CrashAnswer, type CrashCommand } from './crash-commands.ts';
import {
  crashChannels,
  maxCrashPayloadBytes,
  createCrashLeadership,
  type CrashLeadership,
} from './crash-leadership.ts';
import {
  CrashRoom,
  roomSnapshot,
  type CrashPlayer,
  type CrashRoomBackend,
  type CrashRoomListener,
  type CrashRoomTimings,
  type RoomRound,
} from './crash-room.ts';
import {
  betsOfCrashRound,
  crashBetFairness,
  crashBetWithRound,
  insertCrashBet,
  insertCrashRound,
  markCrashBetCashedOut,
  markCrashRoundCrashed,
  roundIdsOfBets,
  lockFlyingCrashRound,
  markCrashRoundFlying,
  newestCrashRound,
  recentCrashedRounds,
  sessionById,
  unfinishedBetRounds,
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
    /** The database connection: on PostgreSQL the room's instances elect a leader on it (decision 0036). */
    connection: SqlConnection;
    /** How often an instance that does not run the room tries to take it. */
    leaderPollMs: number;
    /** How long a bet or cash-out forwarded to the leader waits for its answer. */
    commandTimeoutMs: number;
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
        // Only while the room round flies: a leader that took over may have voided it meanwhile.
        if (!(await lockFlyingCrashRound(tx, bet.crashRoundId))) throw new DomainError('crash_cash_out_closed');
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
        if (!(await markCrashRoundCrashed(tx, Number(roundKey), point, at))) {
          throw new Error(`room round ${roundKey} is no longer flying: another instance took the room over`);
        }
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

  const instanceId = randomUUID();
  const listeners = new Set<CrashRoomListener>();
  const emitLocal = (message: CrashServerMessage) => {
    for (const listener of listeners) listener(message);
  };
  /** The room this instance runs while it leads; undefined while another instance does. */
  let room: CrashRoom<CrashSessionPlayer> | undefined;
  let leadership: CrashLeadership | undefined;
  let leading: Promise<void> = Promise.resolve();
  let stopped = false;

  const publish = (channel: (typeof crashChannels)[keyof typeof crashChannels], payload: string) => {
    if (!leadership) return Promise.reject(new Error('crash leadership not started'));
    return leadership.publish(channel, payload);
  };
  const commands = crashCommands({
    instanceId,
    timeoutMs: deps.commandTimeoutMs,
    publishCommand: (payload) => publish(crashChannels.commands, payload),
    publishReply: (payload) => publish(crashChannels.replies, payload),
  });

  /** The leader's room messages go to this instance's sockets and, for the others, on the events channel. */
  function relay(message: CrashServerMessage) {
    emitLocal(message);
    if (leadership?.isLeader() === false || deps.connection.kind === 'pglite') return;
    let payload = JSON.stringify({ from: instanceId, message });
    // Too big for NOTIFY (a crash with many bets): the others read the room from the database instead.
    if (Buffer.byteLength(payload) > maxCrashPayloadBytes) payload = JSON.stringify({ from: instanceId, resync: true });
    publish(crashChannels.events, payload).catch((error: unknown) => deps.log.warn({ err: error }, 'crash relay'));
  }

  /**
   * Takes the room: room rounds left betting or flying (a stopped process, a leader that died) are void, a new
   * room opens the next round, and the void rounds' bets are finished in the background — undecided ones rolled
   * back, decided ones paid (the round service's sweep and recovery finish what the wallet does not confirm now).
   */
  async function lead() {
    const voided = await voidUnfinishedCrashRounds(db, roomCode);
    const term = new CrashRoom<CrashSessionPlayer>({
      clock: deps.clock,
      backend,
      timings: deps.timings,
      newServerSeed: () => randomBytes(32).toString('hex'),
      onError: (error) => deps.log.error({ err: error }, 'crash room'),
    });
    term.subscribe(relay);
    room = term;
    await term.start();
    if (voided.length > 0) void finishBetsOf(voided.map((row) => row.id));
  }

  async function finishBetsOf(crashRoundIds: number[]) {
    try {
      for (const { round } of await unfinishedBetRounds(db, crashRoundIds)) {
        await lifecycle.drive(round, { cancelOpen: true });
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'bets of void crash rounds: left to the recovery sweep');
    }
  }

  /** Leads until it works (the database may be away when the lock comes), unless leadership is lost meanwhile. */
  function takeRoom() {
    if (stopped) return;
    leading = lead().catch((error: unknown) => {
      deps.log.error({ err: error }, 'crash room could not start; trying again');
      room?.stop().catch(() => undefined);
      room = undefined;
      if (!stopped && leadership?.isLeader() !== false) {
        setTimeout(takeRoom, deps.leaderPollMs).unref();
      }
    });
  }

  /** The leadership is gone: this instance stops running the room at once (another one may already). */
  function dropRoom() {
    const term = room;
    room = undefined;
    void term?.stop().catch(() => undefined);
  }

  async function runCommand(command: CrashCommand): Promise<CrashAnswer> {
    const session = await sessionById(db, command.sessionId);
    if (!session) throw new DomainError('request_param_err');
    return command.kind === 'bet'
      ? placeBet(crashPlayerOf(session), {
          requestId: command.requestId,
          stake: BigInt(command.stake),
          autoCashOut: command.autoCashOut === null ? null : BigInt(command.autoCashOut),
        })
      : cashOut(crashPlayerOf(session), command.betId);
  }

  function onMessage(channel: (typeof crashChannels)[keyof typeof crashChannels], payload: string) {
    if (channel === crashChannels.replies) return commands.received(payload);
    if (channel === crashChannels.commands) {
      if (room) void commands.serve(payload, runCommand).catch((error: unknown) => deps.log.warn({ err: error }));
      return;
    }
    const event = JSON.parse(payload) as { from: string; message?: CrashServerMessage; resync?: true };
    if (event.from === instanceId || room) return;
    if (event.message) emitLocal(event.message);
    else resyncWatchers();
  }

  /** Watchers of an instance that missed messages get the room again, as the database has it. */
  function resyncWatchers() {
    if (listeners.size === 0) return;
    storedSnapshot().then(emitLocal, (error: unknown) => deps.log.warn({ err: error }, 'crash resync'));
  }

  /** The room as another instance runs it, read from the rows it writes at every phase and decision. */
  async function storedSnapshot(): Promise<CrashServerMessage> {
    const row = await newestCrashRound(db, roomCode);
    if (!row || row.phase === 'void') throw new DomainError('game_under_maintenance');
    const point =
      row.pointHundredths ??
      crashRoomPoint({ serverSeed: row.serverSeed, publicSeed: row.publicSeed, roundNumber: row.number });
    const flightStartedAt = row.flightStartedAt?.getTime() ?? null;
    const round: RoomRound = {
      roundKey: String(row.id),
      number: row.number,
      serverSeed: row.serverSeed,
      serverSeedHash: row.serverSeedHash,
      publicSeed: row.publicSeed,
      point,
      phase: row.phase,
      openedAt: row.openedAt.getTime(),
      bettingEndsAt: row.openedAt.getTime() + deps.timings.bettingMs,
      flightStartedAt,
      crashAt: row.crashedAt?.getTime() ?? (flightStartedAt === null ? null : flightStartedAt + crashFlightMs(point)),
      bets: (await betsOfCrashRound(db, row.id)).map(({ bet, stakeMinor, currency, winMinor }) => ({
        betId: bet.id,
        player: { key: bet.playerKey, label: bet.playerLabel },
        requestId: '',
        stake: stakeMinor,
        currency,
        autoCashOut: bet.autoCashOutHundredths,
        cashedOutAt: bet.cashedOutHundredths,
        win: winMinor,
      })),
      pending: new Map(),
    };
    return roomSnapshot(round, await backend.history(20), deps.clock.now());
  }

  function placeBet(
    player: CrashSessionPlayer,
    input: { requestId: string; stake: bigint; autoCashOut: bigint | null },
  ) {
    if (room) return room.placeBet(player, input);
    return commands.send({
      kind: 'bet',
      sessionId: player.session.id,
      requestId: input.requestId,
      stake: String(input.stake),
      autoCashOut: input.autoCashOut === null ? null : String(input.autoCashOut),
    });
  }

  function cashOut(player: CrashSessionPlayer, betId: string) {
    if (room) return room.cashOut(player, betId);
    return commands.send({ kind: 'cash_out', sessionId: player.session.id, betId });
  }

  return {
    /** The room this instance runs (tests move its clock and wait on it); throws while another instance leads. */
    get room(): CrashRoom<CrashSessionPlayer> {
      if (!room) throw new Error('this instance does not run the crash room');
      return room;
    },

    /** Whether this instance runs the room now. */
    isLeader: () => room !== undefined,

    /** The server process of the leadership connection (PostgreSQL): a test ends it to stand for a dead instance. */
    leadershipPid: () => leadership?.backendPid(),

    /**
     * Joins the room's instances: the instance that gets the room's lock runs it (voiding what a stopped leader
     * left, decision 0014), the others relay its messages and forward bets and cash-outs to it. On PGlite the
     * instance runs the room at once. Resolves once this instance runs the room or follows the one that does.
     */
    async start() {
      leadership = await createCrashLeadership(
        deps.connection,
        roomCode,
        {
          onLead: takeRoom,
          onFollow: dropRoom,
          onMessage,
          onListening: () => {
            if (!room) resyncWatchers();
          },
        },
        { pollMs: deps.leaderPollMs, log: deps.log },
      );
      await leadership.join();
      await leading;
    },

    /** Stops running the room (in-flight work finishes), then lets the lock go. */
    async stop() {
      stopped = true;
      await leading;
      const term = room;
      room = undefined;
      await term?.stop();
      await leadership?.close();
    },

    placeBet,
    cashOut,

    subscribe(listener: CrashRoomListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** What a new watcher is sent first: the room's own state on the leader, the stored one elsewhere. */
    snapshot: (): Promise<CrashServerMessage> => (room ? Promise.resolve(room.snapshot()) : storedSnapshot()),

    /** The seeds a crash bet's game round was drawn from: its room round's (undefined for other rounds). */
    betFairness: (roundId: string) => crashBetFairness(db, roundId),
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
