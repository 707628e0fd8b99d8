import { crashPaths, gameSessionHeader, type CrashServerMessage } from '@ficha/contract';
import { crashMultiplierAt, crashTimeToReach } from '@ficha/engines';
import { openSqlConnection, type SqlConnection } from '@ficha/server-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betOf, crashTimings, startCrashStack, type CrashStack } from '../../../test/crash-stack.ts';
import { rowsOf, type Answer } from '../../../test/games-with-platform.ts';
import { buildGamesApp } from '../../app.ts';
import { crashBets, crashRounds, rounds } from '../../db/schema/index.ts';
import type { CrashService } from './crash.service.ts';

/**
 * Decision 0036: two game-server instances on one PostgreSQL (in this process, each with its own pool and
 * leadership connection) share one crash room. Instance A runs it; B relays its messages and forwards bets and
 * cash-outs to it. A's database session dies mid-round (as with a killed process): B takes the room over, voids
 * the interrupted round, refunds its undecided bet and leaves the decided one paid once, and opens the next round.
 */
let crash: CrashStack;
let second: { app: FastifyInstance; url: string; connection: SqlConnection; service: () => CrashService };

beforeAll(async () => {
  // A contends again only 2 × 500 ms after losing its connection; B tries every 20 ms, so B takes over.
  crash = await startCrashStack({}, { GAMES_CRASH_LEADER_POLL_MS: '500' });
  if (crash.stack.connection.kind !== 'pg') throw new Error('PostgreSQL only');
  const connection = await openSqlConnection({
    databaseUrl: crash.stack.connection.client.options.connectionString,
    poolSize: 3,
  });
  let service: CrashService | undefined;
  const app = await buildGamesApp({
    config: { ...crash.stack.config, GAMES_CRASH_LEADER_POLL_MS: 20 },
    connection,
    testing: { crashClock: crash.clock, onCrashService: (s) => (service = s) },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  second = {
    app,
    url,
    connection,
    service: () => {
      if (!service) throw new Error('no crash service');
      return service;
    },
  };
});

afterAll(async () => {
  await second?.app.close();
  await second?.connection.close();
  await crash?.stack.close();
});

async function postTo<T>(url: string, path: string, body: unknown, session: string): Promise<Answer<T>> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { language: 'EN', 'content-type': 'application/json', [gameSessionHeader]: session },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

/** Waits for something another instance does on its own timers (polled, no deadline but the test's). */
async function until<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (;;) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const seen = (messages: CrashServerMessage[], test: (m: CrashServerMessage) => boolean) =>
  messages.find(test) ?? undefined;

describe('one crash room across two game-server instances', () => {
  it('relays, forwards, and survives the leader dying mid-round', async () => {
    const { stack, advance } = crash;
    expect(crash.service().isLeader()).toBe(true);
    expect(second.service().isLeader()).toBe(false);

    const flown = await crash.roundWithPoint(200n);
    const watcher = await crash.watch(second.url);
    const first = await until(() => watcher.messages[0]);
    // B's watcher gets the round A runs, read from the database.
    expect(first.type === 'snapshot' && first.round).toMatchObject({ number: flown.number, phase: 'betting' });

    const rider = await stack.player('crash', 100_00n);
    const casher = await stack.player('crash', 100_00n);
    const riderBet = await stack.post(crashPaths.bet, { requestId: 'failover-ride', bet: 10 }, rider.session);
    // A bet taken by B runs on A's room.
    const casherBet = await postTo(second.url, crashPaths.bet, { requestId: 'failover-cash', bet: 20 }, casher.session);
    expect([riderBet.status, casherBet.status]).toEqual([200, 200]);
    expect((casherBet.body.value as { number: number }).number).toBe(flown.number);
    await until(() => watcher.messages.filter((m) => m.type === 'bet').length === 2);

    await advance(crashTimings.bettingMs);
    const at = crashTimeToReach(150n);
    await advance(at);
    // A cash-out taken by B is priced by A's room.
    const cashOut = await postTo(second.url, crashPaths.cashOut, { betId: betOf(casherBet).betId }, casher.session);
    expect(cashOut.status).toBe(200);
    const win = (20_00n * crashMultiplierAt(at)) / 100n;
    expect(betOf(cashOut).cashedOutAt).toBe('1.50');
    await until(() => seen(watcher.messages, (m) => m.type === 'cash_out'));

    // A's database session dies mid-flight: A stops running the room, B takes it.
    const pid = crash.service().leadershipPid();
    await rowsOf(stack.connection, 'select pg_terminate_backend($1)', [pid]);
    await until(() => second.service().isLeader());
    expect(crash.service().isLeader()).toBe(false);
    const next = await until(() =>
      seen(watcher.messages, (m) => m.type === 'betting' && m.round.number === flown.number + 1),
    );
    expect(next.type === 'betting' && next.round.phase).toBe('betting');

    // The interrupted round is void; the undecided bet is refunded, the cashed-out one was paid, each once.
    const bets = await crash.db
      .select({ roundId: crashBets.roundId })
      .from(crashBets)
      .where(eq(crashBets.crashRoundId, flown.id))
      .orderBy(crashBets.createdAt);
    const riderRound = bets[0]?.roundId ?? '';
    await until(async () => {
      const [row] = await crash.db.select().from(rounds).where(eq(rounds.id, riderRound));
      return row?.state === 'rolled_back';
    });
    const settled = await crash.db
      .select({ state: rounds.state, win: rounds.winMinor })
      .from(rounds)
      .where(
        inArray(
          rounds.id,
          bets.map((bet) => bet.roundId),
        ),
      )
      .orderBy(rounds.createdAt);
    expect(settled).toEqual([
      { state: 'rolled_back', win: null },
      { state: 'settled', win },
    ]);
    expect(await stack.fixture.balanceOf(rider.memberId)).toBe(100_00n);
    expect(await stack.fixture.balanceOf(casher.memberId)).toBe(100_00n - 20_00n + win);
    expect((await stack.walletTransactions(riderRound)).map((t) => t.kind).sort()).toEqual(['debit', 'rollback']);
    expect((await stack.walletTransactions(bets[1]?.roundId ?? '')).map((t) => t.kind).sort()).toEqual([
      'credit',
      'debit',
    ]);

    // One row per round number; the interrupted one void, the next one taking bets.
    const numbers = await crash.db
      .select({
        number: crashRounds.number,
        phase: crashRounds.phase,
        count: sql<number>`count(*) over (partition by ${crashRounds.number})`.mapWith(Number),
      })
      .from(crashRounds)
      .where(inArray(crashRounds.number, [flown.number, flown.number + 1]))
      .orderBy(crashRounds.number);
    expect(numbers).toEqual([
      { number: flown.number, phase: 'void', count: 1 },
      { number: flown.number + 1, phase: 'betting', count: 1 },
    ]);

    // A now forwards: a bet it takes lands on B's round.
    const later = await stack.player('crash', 50_00n);
    const forwarded = await until(async () => {
      const answer = await stack.post(crashPaths.bet, { requestId: 'failover-later', bet: 5 }, later.session);
      return answer.status === 200 ? answer : undefined;
    });
    expect((forwarded.body.value as { number: number }).number).toBe(flown.number + 1);
    watcher.socket.close();
  });
});
