import { randomUUID } from 'node:crypto';
import { lotteryEndpoints, type LotteryChase, type LotteryTicket } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterDraw, openDrawOf, startLotteryWithPlatform, type LotteryWithPlatform } from './lottery-with-platform.ts';

const requestId = () => `req-${randomUUID()}`;
type Chased = { chase: LotteryChase; balance: number };

/**
 * Chase bets through the real platform (decision 0074): a ticket and a debit per draw, all bought at once; a
 * stop-on-win chase refunds its undrawn tickets at its first win; the player cancels the rest; bad input and a
 * debit refused part-way leave nothing debited.
 */
describe('lottery chases', () => {
  let env: LotteryWithPlatform;

  beforeAll(async () => {
    env = await startLotteryWithPlatform();
  });
  afterAll(async () => {
    await env?.close();
  });

  const chase = (session: string, body: Record<string, unknown>) =>
    env.post<Chased>(lotteryEndpoints.chase.path, { requestId: requestId(), ...body }, session);
  const kinds = async (ticketId: string) => (await env.walletTransactions(ticketId)).map((t) => t.kind);
  const ticketsOf = async (session: string) =>
    (await env.get<{ tickets: LotteryTicket[] }>(lotteryEndpoints.tickets.path, session)).body.value!.tickets;

  it('buys a ticket per draw at once and, stopping on a win, refunds the undrawn ones', async () => {
    const { memberId, session } = await env.player('ssc-5m', 100_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-5m');
    // Every digit of position 1 at 0.10: 1.00 a draw, and it always wins 0.97.
    const every = { betType: 'digit', position: 1, picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], unit: 0.1 };
    const bought = await chase(session, { drawCode, ...every, draws: 3, stopOnWin: true });
    expect(bought.body.value).toMatchObject({
      balance: 97,
      chase: { draws: 3, drawsLeft: 3, stake: 1, state: 'running', nextDrawCode: drawCode, stopOnWin: true },
    });
    expect(await env.fixture.balanceOf(memberId)).toBe(97_00n);
    const tickets = await ticketsOf(session);
    expect(tickets).toHaveLength(3);
    // The draws after the open one exist already, each with its committed seed hash.
    const codes = tickets.map((t) => t.drawCode).sort();
    expect(codes[0]).toBe(drawCode);
    for (const code of codes.slice(1)) {
      const draw = await env.get<{ state: string; serverSeedHash: string }>(
        lotteryEndpoints.draw.path.replace(':drawCode', code),
      );
      expect(draw.body.value).toMatchObject({ state: 'open', serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    }

    await env.draws.tick(afterDraw(drawAt));
    // Won 0.97 on the first draw, the two undrawn tickets refunded (a rollback each).
    expect(await env.fixture.balanceOf(memberId)).toBe(97_00n + 97n + 2_00n);
    const after = await ticketsOf(session);
    expect(after.map((t) => t.state).sort()).toEqual(['refunded', 'refunded', 'won']);
    for (const ticket of after.filter((t) => t.state === 'refunded')) {
      expect(await kinds(ticket.ticketId)).toEqual(['debit', 'rollback']);
    }
    const mine = await env.get<{ chases: LotteryChase[] }>(lotteryEndpoints.chases.path, session);
    expect(mine.body.value!.chases[0]).toMatchObject({ state: 'stopped', drawsLeft: 0, refunded: 2, won: 0.97 });
  });

  it('cancels the rest of a chase for its player only, refunding what is not drawn', async () => {
    const { memberId, session } = await env.player('k3-1m', 20_00n);
    const other = await env.player('k3-1m', 20_00n);
    const { drawCode } = await openDrawOf(env, 'k3-1m');
    const bought = await chase(session, { drawCode, betType: 'big', unit: 2, draws: 4 });
    expect(bought.body.value).toMatchObject({ balance: 12, chase: { drawsLeft: 4, stopOnWin: false } });
    const chaseId = bought.body.value!.chase.chaseId;

    const foreign = await env.post(lotteryEndpoints.cancelChase.path, { chaseId }, other.session);
    expect(foreign.body.errorCode).toBe('not_found');
    expect(await env.fixture.balanceOf(memberId)).toBe(12_00n);

    const cancelled = await env.post<Chased>(lotteryEndpoints.cancelChase.path, { chaseId }, session);
    expect(cancelled.body.value).toMatchObject({
      balance: 20,
      chase: { state: 'cancelled', drawsLeft: 0, refunded: 4 },
    });
    expect(await env.fixture.balanceOf(memberId)).toBe(20_00n);
    // Cancelling again changes nothing.
    const again = await env.post<Chased>(lotteryEndpoints.cancelChase.path, { chaseId }, session);
    expect(again.body.value).toMatchObject({ balance: 20, chase: { state: 'cancelled', refunded: 4 } });
    const noSession = await env.post(lotteryEndpoints.cancelChase.path, { chaseId });
    expect([noSession.status, noSession.body.errorCode]).toEqual([401, 'game_session_invalid']);
  });

  it('refuses a chase of 0 or more than 120 draws, on a closed draw or with a bad bet, debiting nothing', async () => {
    const { memberId, session } = await env.player('11x5-3m', 5_00n);
    const { drawCode } = await openDrawOf(env, '11x5-3m');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ drawCode, betType: 'first', picks: [1], unit: 1, draws: 0 }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1], unit: 1, draws: 121 }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1], unit: 1, draws: 2.5 }, 'request_param_err'],
      [{ drawCode, betType: 'first', picks: [1], unit: 1 }, 'request_param_err'],
      [{ drawCode: 'XY3-209901010000', betType: 'first', picks: [1], unit: 1, draws: 2 }, 'lottery_draw_closed'],
      [{ drawCode, betType: 'any2', picks: [1], unit: 1, draws: 2 }, 'lottery_bet_invalid'],
      [{ drawCode, betType: 'first', picks: [1], unit: 0.05, draws: 2 }, 'bet_out_of_range'],
    ];
    for (const [body, errorCode] of cases) {
      const answer = await chase(session, body);
      expect({ body, answer: answer.body.errorCode }).toEqual({ body, answer: errorCode });
      expect(answer.status).toBeLessThan(500);
    }
    // 5.00 pays for two draws of 2.00, not three: the third debit is refused and the first two are refunded.
    const short = await chase(session, { drawCode, betType: 'first', picks: [1], unit: 2, draws: 3 });
    expect(short.body.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await env.fixture.balanceOf(memberId)).toBe(5_00n);
    const mine = await env.get<{ chases: LotteryChase[] }>(lotteryEndpoints.chases.path, session);
    expect(mine.body.value!.chases).toEqual([expect.objectContaining({ state: 'cancelled', refunded: 3 })]);
  });
});
