import { randomUUID } from 'node:crypto';
import { gamesApiEndpoints, lotteryEndpoints, type LotteryDraw, type LotteryTicket } from '@ficha/contract';
import { drawLotteryNumbers, hashServerSeed } from '@ficha/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/test/provider-calls.ts';
import { afterDraw, openDrawOf, startLotteryWithPlatform, type LotteryWithPlatform } from './lottery-with-platform.ts';

const requestId = () => `req-${randomUUID()}`;
type Bought = { ticket: LotteryTicket; balance: number };

/**
 * Tickets through the real platform (issue 18): bought with a debit, decided by their draw and credited once,
 * refunded when the draw is cancelled; bad input and unauthorised calls refused with nothing debited.
 */
describe('lottery tickets', () => {
  let env: LotteryWithPlatform;

  beforeAll(async () => {
    env = await startLotteryWithPlatform();
  });
  afterAll(async () => {
    await env?.close();
  });

  const buy = (session: string, body: Record<string, unknown>) =>
    env.post<Bought>(lotteryEndpoints.buy.path, { requestId: requestId(), ...body }, session);

  it('debits a ticket at purchase, draws it from the committed seed and credits its win once', async () => {
    const { memberId, session } = await env.player('ssc-5m', 100_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-5m');
    const lobby = await env.get<{ open: LotteryDraw | null }>(`${lotteryEndpoints.draws.path}?gameCode=ssc-5m`);
    expect(lobby.body.success).toBe(true);
    const before = await env.get<LotteryDraw>(lotteryEndpoints.draw.path.replace(':drawCode', drawCode));
    expect(before.body.value).toMatchObject({ state: 'open', serverSeed: null, numbers: null });

    // Every digit of the first position: ten units of 1.00, exactly one of which wins 9.70 (LOTT).
    const every = { drawCode, betType: 'digit', position: 1, picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], unit: 1 };
    const bought = await buy(session, every);
    expect(bought.body.value).toMatchObject({ balance: 90, ticket: { stake: 10, units: 10, state: 'open' } });
    expect(await env.fixture.balanceOf(memberId)).toBe(90_00n);
    // A loser beside it: the big side of position 2 at 2.00 wins or loses by the numbers drawn.
    const side = await buy(session, { drawCode, betType: 'big', position: 2, unit: 2 });
    expect(side.body.value?.balance).toBe(88);

    await env.draws.tick(afterDraw(drawAt));
    const drawn = (await env.get<LotteryDraw>(lotteryEndpoints.draw.path.replace(':drawCode', drawCode))).body.value!;
    expect(drawn.state).toBe('settled');
    // The revealed seed matches the commitment and recomputes the numbers.
    expect(hashServerSeed(drawn.serverSeed!)).toBe(before.body.value!.serverSeedHash);
    expect(drawn.numbers).toEqual(
      drawLotteryNumbers('ssc', { serverSeed: drawn.serverSeed!, clientSeed: drawCode, nonce: 0 }),
    );
    const verified = await env.post(lotteryEndpoints.verify.path, {
      gameCode: 'ssc-5m',
      drawCode,
      serverSeed: drawn.serverSeed,
    });
    expect(verified.body.value).toEqual({ serverSeedHash: drawn.serverSeedHash, numbers: drawn.numbers });

    const sideWins = drawn.numbers![1]! >= 5;
    expect(await env.fixture.balanceOf(memberId)).toBe(88_00n + 9_70n + (sideWins ? 3_88n : 0n));
    const mine = await env.get<{ tickets: LotteryTicket[] }>(lotteryEndpoints.tickets.path, session);
    expect(mine.body.value!.tickets.map((t) => [t.betType, t.state, t.win])).toEqual([
      ['big', sideWins ? 'won' : 'lost', sideWins ? 3.88 : 0],
      ['digit', 'won', 9.7],
    ]);
    // One debit and one credit each, whatever runs the scheduler again.
    await env.draws.tick(afterDraw(drawAt));
    expect((await env.walletTransactions(bought.body.value!.ticket.ticketId)).map((t) => t.kind)).toEqual([
      'debit',
      'credit',
    ]);
    const balance = await env.get<{ balance: number }>(gamesApiEndpoints.balance.path, session);
    expect(balance.body.value?.balance).toBe(Number(await env.fixture.balanceOf(memberId)) / 100);
  });

  it('answers a repeated request with the same ticket and debits it once', async () => {
    const { memberId, session } = await env.player('k3-1m', 50_00n);
    const { drawCode } = await openDrawOf(env, 'k3-1m');
    const body = { requestId: requestId(), drawCode, betType: 'sum', picks: [10, 11], unit: 2.5 };
    const first = await env.post<Bought>(lotteryEndpoints.buy.path, body, session);
    const again = await env.post<Bought>(lotteryEndpoints.buy.path, body, session);
    expect(again.body.value?.ticket.ticketId).toBe(first.body.value?.ticket.ticketId);
    expect(await env.fixture.balanceOf(memberId)).toBe(45_00n);
  });

  it('refunds every ticket of a draw the platform cancels, once', async () => {
    const { memberId, session } = await env.player('pk10-3m', 20_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'pk10-3m');
    const bought = await buy(session, { drawCode, betType: 'car', position: 1, picks: [3, 4], unit: 1 });
    expect(bought.body.value?.balance).toBe(18);

    const cancelled = await env.cancel(drawCode);
    expect(cancelled.body.value).toMatchObject({ refunded: 1, draw: { state: 'cancelled' } });
    expect(await env.fixture.balanceOf(memberId)).toBe(20_00n);
    expect((await env.cancel(drawCode)).body.value).toMatchObject({ refunded: 0 });
    await env.draws.tick(afterDraw(drawAt));
    expect(await env.fixture.balanceOf(memberId)).toBe(20_00n);
    const mine = await env.get<{ tickets: LotteryTicket[] }>(lotteryEndpoints.tickets.path, session);
    expect(mine.body.value!.tickets[0]).toMatchObject({ state: 'refunded' });
    expect((await env.walletTransactions(bought.body.value!.ticket.ticketId)).map((t) => t.kind)).toEqual([
      'debit',
      'rollback',
    ]);
    // A cancelled draw takes no more tickets.
    const late = await buy(session, { drawCode, betType: 'car', position: 1, picks: [3], unit: 1 });
    expect(late.body).toMatchObject({ success: false, errorCode: 'lottery_draw_closed' });
  });

  it('refuses bad tickets with clear errors and debits nothing', async () => {
    const { memberId, session } = await env.player('11x5-3m', 10_00n);
    const { drawCode, drawAt } = await openDrawOf(env, '11x5-3m');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ drawCode, betType: 'any9', picks: [1, 2], unit: 1 }, 'lottery_bet_invalid'],
      [{ drawCode, betType: 'any2', picks: [1, 12], unit: 1 }, 'lottery_bet_invalid'],
      [{ drawCode, betType: 'any2', picks: [3, 3], unit: 1 }, 'lottery_bet_invalid'],
      [{ drawCode, betType: 'any3', picks: [1, 2], unit: 1 }, 'lottery_bet_invalid'],
      [{ drawCode, betType: 'first', position: 2, picks: [1], unit: 1 }, 'lottery_bet_invalid'],
      [{ drawCode, betType: 'first', picks: [1], unit: -1 }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1], unit: 0 }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1], unit: 0.001 }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1], unit: '1' }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1.5], unit: 1 }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1], unit: 0.05 }, 'bet_out_of_range'],
      [{ drawCode, betType: 'first', picks: [1], unit: 10_001 }, 'bet_out_of_range'],
      [{ drawCode, betType: 'first', picks: [1], unit: 11 }, 'INSUFFICIENT_FUNDS'],
      [{ drawCode: 'SSC5-209901010000', betType: 'first', picks: [1], unit: 1 }, 'lottery_draw_closed'],
      [{ drawCode, betType: 'first', picks: [1], unit: 1, stake: 5 }, 'request_param_err'],
    ];
    for (const [body, errorCode] of cases) {
      const answer = await buy(session, body);
      expect({ body, answer: answer.body.errorCode }).toEqual({ body, answer: errorCode });
      expect(answer.status).toBeLessThan(500);
    }
    // A draw that has been drawn takes no ticket.
    await env.draws.tick(afterDraw(drawAt));
    const closed = await buy(session, { drawCode, betType: 'first', picks: [1], unit: 1 });
    expect(closed.body.errorCode).toBe('lottery_draw_closed');
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n);
  });

  it('serves only callers it knows: a session for tickets, the platform signature for launches and cancels', async () => {
    const { drawCode } = await openDrawOf(env, 'ssc-1m');
    const noSession = await env.post(lotteryEndpoints.buy.path, {
      requestId: requestId(),
      drawCode,
      betType: 'big',
      position: 1,
      unit: 1,
    });
    expect([noSession.status, noSession.body.errorCode]).toEqual([401, 'game_session_invalid']);
    const badSession = await env.get(lotteryEndpoints.tickets.path, 'x'.repeat(40));
    expect([badSession.status, badSession.body.errorCode]).toEqual([401, 'game_session_invalid']);
    const unsignedCancel = await env.post(lotteryEndpoints.cancelDraw.path, {
      requestId: requestId(),
      timestamp: Date.now(),
      drawCode,
    });
    expect(unsignedCancel.status).toBe(401);
    const unsignedLaunch = await env.post('/rgs/v1/launch', { launchToken: 'x'.repeat(20), gameCode: 'ssc-1m' });
    expect(unsignedLaunch.status).toBe(401);
    // The draws stay public; an unknown game or draw is a clear refusal.
    expect((await env.get(`${lotteryEndpoints.draws.path}?gameCode=ssc-1m`)).status).toBe(200);
    expect((await env.get(`${lotteryEndpoints.draws.path}?gameCode=nope`)).body.errorCode).toBe('game_not_found');
    expect((await env.get(lotteryEndpoints.draw.path.replace(':drawCode', 'NOPE-1'))).body.errorCode).toBe('not_found');
  });

  it('opens the next draw the moment one stops taking tickets: a game always has a draw to buy on', async () => {
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-5m');
    const closeMs = env.config.LOTTERY_CLOSE_SECONDS * 1000;
    // One second after the draw closed, before its drawing: the scheduler's pass creates the next one, open now.
    const afterClose = new Date(drawAt.getTime() - closeMs + 1_000);
    await env.draws.ensureDraws(afterClose);
    const rows = await rowsOf<{ draw_code: string; opens_at: Date; closes_at: Date; draw_at: Date }>(
      env.connection,
      `select draw_code, opens_at, closes_at, draw_at from lottery.draws
        where game_code = 'ssc-5m' and draw_at > $1 order by draw_at limit 2`,
      [drawAt],
    );
    const next = rows[0]!;
    expect(next.draw_code).not.toBe(drawCode);
    expect(new Date(next.draw_at).getTime()).toBe(drawAt.getTime() + 5 * 60_000);
    expect(new Date(next.opens_at).getTime()).toBe(drawAt.getTime() - closeMs);
    expect(new Date(next.closes_at).getTime()).toBe(new Date(next.draw_at).getTime() - closeMs);
    expect(new Date(next.opens_at).getTime()).toBeLessThanOrEqual(afterClose.getTime());
    expect(new Date(next.closes_at).getTime()).toBeGreaterThan(afterClose.getTime());
  });
});
