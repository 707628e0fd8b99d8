import { randomUUID } from 'node:crypto';
import { lotteryEndpoints, type LotteryTicket } from '@ficha/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { walletFault } from '@ficha/provider-kit/testing';
import {
  afterDraw,
  openDrawOf,
  rowsOf,
  startLotteryWithPlatform,
  type LotteryWithPlatform,
} from './lottery-with-platform.ts';

type Bought = { ticket: LotteryTicket; balance: number };

/**
 * Settlement through the real platform when several schedulers run at once and when the wallet loses messages:
 * every ticket is decided once and paid once, an unconfirmed credit is resent with the same transaction id, an
 * unknown debit leaves nothing owed.
 */
describe('lottery settlement', () => {
  let env: LotteryWithPlatform;
  const fault = walletFault();

  beforeAll(async () => {
    env = await startLotteryWithPlatform({ testing: { walletFetch: fault.fetch } });
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => fault.clear());

  const everyDigit = (drawCode: string) => ({
    requestId: `req-${randomUUID()}`,
    drawCode,
    betType: 'digit',
    position: 3,
    picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    unit: 1,
  });
  const kinds = async (ticketId: string) => (await env.walletTransactions(ticketId)).map((t) => t.kind);

  it('pays every ticket exactly once when two schedulers settle the same draw at once', async () => {
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-5m');
    const players = await Promise.all([1, 2, 3].map(() => env.player('ssc-5m', 30_00n)));
    const tickets: string[] = [];
    for (const { session } of players) {
      for (let i = 0; i < 2; i++) {
        const bought = await env.post<Bought>(lotteryEndpoints.buy.path, everyDigit(drawCode), session);
        tickets.push(bought.body.value!.ticket.ticketId);
      }
    }
    const now = afterDraw(drawAt);
    await Promise.all([env.draws.tick(now), env.otherDraws().tick(now), env.otherDraws().tick(now)]);
    for (const { memberId } of players) expect(await env.fixture.balanceOf(memberId)).toBe(30_00n - 20_00n + 19_40n);
    for (const ticketId of tickets) expect(await kinds(ticketId)).toEqual(['debit', 'credit']);
    const [draw] = await rowsOf<{ state: string }>(
      env.connection,
      'select state from lottery.draws where draw_code = $1',
      [drawCode],
    );
    expect(draw?.state).toBe('settled');
  });

  it('resends a credit whose answer was lost, with the same transaction id, until the platform confirms it', async () => {
    const { memberId, session } = await env.player('ssc-5m', 10_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-5m');
    const bought = await env.post<Bought>(lotteryEndpoints.buy.path, everyDigit(drawCode), session);
    const ticketId = bought.body.value!.ticket.ticketId;
    fault.set('credit', 'drop_answer');
    await env.draws.tick(afterDraw(drawAt));
    // The platform took the credit (and its retries answered the same), the lottery never heard: still decided.
    expect(await env.fixture.balanceOf(memberId)).toBe(9_70n);
    const [open] = await rowsOf<{ state: string }>(
      env.connection,
      'select state from lottery.draws where draw_code = $1',
      [drawCode],
    );
    expect(open?.state).toBe('drawn');
    fault.clear();
    await env.draws.tick(afterDraw(drawAt));
    expect(await env.fixture.balanceOf(memberId)).toBe(9_70n);
    expect(await kinds(ticketId)).toEqual(['debit', 'credit']);
    const mine = await env.get<{ tickets: LotteryTicket[] }>(lotteryEndpoints.tickets.path, session);
    expect(mine.body.value!.tickets[0]).toMatchObject({ state: 'won', win: 9.7 });
  });

  it('leaves nothing owed when a debit fate stays unknown: the ticket is rolled back and never drawn', async () => {
    const { memberId, session } = await env.player('ssc-5m', 10_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-5m');
    fault.set('debit', 'drop_answer');
    const bought = await env.post<Bought>(lotteryEndpoints.buy.path, everyDigit(drawCode), session);
    expect(bought.body.errorCode).toBe('wallet_unavailable');
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n);
    fault.clear();
    await env.draws.tick(afterDraw(drawAt));
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n);
    const mine = await env.get<{ tickets: LotteryTicket[] }>(lotteryEndpoints.tickets.path, session);
    expect(mine.body.value!.tickets[0]).toMatchObject({ state: 'refunded', win: null });
    expect(await kinds(mine.body.value!.tickets[0]!.ticketId)).toEqual(['debit', 'rollback']);
  });

  it('cancels a draw it could not draw within the grace period and refunds its tickets', async () => {
    const { memberId, session } = await env.player('pk10-3m', 10_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'pk10-3m');
    await env.post<Bought>(
      lotteryEndpoints.buy.path,
      { ...everyDigit(drawCode), betType: 'big', position: 1, picks: [] },
      session,
    );
    expect(await env.fixture.balanceOf(memberId)).toBe(9_00n);
    // The scheduler first runs long after the draw's time (the process or the database was down).
    await env.draws.tick(new Date(drawAt.getTime() + (env.config.LOTTERY_DRAW_GRACE_SECONDS + 60) * 1000));
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n);
    const [draw] = await rowsOf<{ state: string; finished: boolean }>(
      env.connection,
      'select state, finished_at is not null as finished from lottery.draws where draw_code = $1',
      [drawCode],
    );
    expect(draw).toEqual({ state: 'cancelled', finished: true });
  });
});
