import { crashPaths, crashServerMessageSchema, type CrashBetResponse, type CrashServerMessage } from '@ficha/contract';
import { crashFlightMs, crashRoomPoint } from '@ficha/engines';
import { desc, eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import type { GamesTesting } from '../src/app.ts';
import { createGamesDb } from '../src/db/database.ts';
import { crashRounds } from '../src/db/schema/index.ts';
import type { CrashService } from '../src/modules/crash/crash.service.ts';
import { startGamesWithPlatform, type GamesWithPlatform } from './games-with-platform.ts';
import { ManualRoomClock } from './manual-room-clock.ts';

export const crashTimings = { bettingMs: 5_000, pauseMs: 3_000 };

/**
 * The game server with the real platform, its crash room on a manual clock: the test moves the clock and waits
 * for the room (wallet calls included) with `advance`.
 */
export async function startCrashStack(testing: GamesTesting = {}, env: Record<string, string> = {}) {
  const clock = new ManualRoomClock(Date.now());
  let crash: CrashService | undefined;
  const stack: GamesWithPlatform = await startGamesWithPlatform({
    env: {
      GAMES_CRASH_BETTING_SECONDS: String(crashTimings.bettingMs / 1000),
      GAMES_CRASH_PAUSE_SECONDS: String(crashTimings.pauseMs / 1000),
      ...env,
    },
    testing: {
      ...testing,
      crashClock: clock,
      onCrashService: (service) => {
        crash = service;
      },
    },
  });
  const service = () => {
    if (!crash) throw new Error('the game server has no crash room');
    return crash;
  };
  const room = () => service().room;
  const db = createGamesDb(stack.connection);

  /** Moves the room's clock and waits until the room has done what fell due. */
  async function advance(ms: number) {
    clock.advance(ms);
    await room().idle();
  }

  /** The room round taking bets now, with its point computed from the seed the database holds. */
  async function bettingRound() {
    const [row] = await db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.phase, 'betting'))
      .orderBy(desc(crashRounds.id))
      .limit(1);
    if (!row) throw new Error('no round takes bets');
    const point = crashRoomPoint({ serverSeed: row.serverSeed, publicSeed: row.publicSeed, roundNumber: row.number });
    return { id: row.id, number: row.number, point };
  }

  /** Lets rounds go by without bets until one whose point is in [min, max] takes bets. */
  async function roundWithPoint(min: bigint, max = 1_000_000n) {
    for (let i = 0; i < 200; i += 1) {
      const round = await bettingRound();
      if (round.point >= min && round.point <= max) return round;
      await advance(crashTimings.bettingMs);
      await advance(crashFlightMs(round.point));
      await advance(crashTimings.pauseMs);
    }
    throw new Error('no round with such a point in 200 rounds');
  }

  /** A socket watching the room (on the game server at `url`, by default this one), keeping every message it got. */
  async function watch(url = stack.gamesUrl) {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${crashPaths.ws}`);
    const messages: CrashServerMessage[] = [];
    socket.on('message', (data) => messages.push(crashServerMessageSchema.parse(JSON.parse(String(data)))));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, messages };
  }

  return { stack, clock, db, service, room, advance, bettingRound, roundWithPoint, watch };
}

export type CrashStack = Awaited<ReturnType<typeof startCrashStack>>;

/** The bet of a bet or cash-out answer. */
export const betOf = (answer: { body: { value?: unknown } }) => (answer.body.value as CrashBetResponse).bet;
