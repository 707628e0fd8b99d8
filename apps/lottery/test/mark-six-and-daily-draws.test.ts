import { randomUUID } from 'node:crypto';
import { lotteryEndpoints, type LotteryDraw, type LotteryTicket } from '@ficha/contract';
import { drawLotteryNumbers, markSixColourOf, markSixZodiacGroupOf } from '@ficha/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/test/provider-calls.ts';
import { afterDraw, openDrawOf, startLotteryWithPlatform, type LotteryWithPlatform } from './lottery-with-platform.ts';

const requestId = () => `req-${randomUUID()}`;
type Bought = { ticket: LotteryTicket; balance: number };

/** Hong Kong wall clock of an instant: weekday and HH:MM. */
const hongKong = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Hong_Kong',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * Mark Six (LHC) through the real platform, and the daily draws (decision 0074): tickets bought, drawn from the
 * committed seed and credited at the odds of the prize mode; daily draws at their time of day in the lottery's
 * time zone, the next one open as soon as the one before it closes.
 */
describe('Mark Six and daily draws', () => {
  let env: LotteryWithPlatform;

  beforeAll(async () => {
    env = await startLotteryWithPlatform();
  });
  afterAll(async () => {
    await env?.close();
  });

  const buy = (session: string, body: Record<string, unknown>) =>
    env.post<Bought>(lotteryEndpoints.buy.path, { requestId: requestId(), ...body }, session);

  it('sells Mark Six tickets, draws seven balls from the seed and pays each bet type its odds', async () => {
    const { memberId, session } = await env.player('lhc-5m', 100_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'lhc-5m');
    const everyNumber = Array.from({ length: 49 }, (_, i) => i + 1);
    // Every number as the special at 0.10: 49 units (4.90), one of which wins 0.10 × 47.53 = 4.75.
    const special = await buy(session, { drawCode, betType: 'special', picks: everyNumber, unit: 0.1 });
    expect(special.body.value).toMatchObject({ balance: 95.1, ticket: { units: 49, stake: 4.9, state: 'open' } });
    // Every colour at 1.00 (3.00): the special's colour wins 2.79 (red) or 2.97 (blue, green).
    expect((await buy(session, { drawCode, betType: 'colour', picks: [1, 2, 3], unit: 1 })).body.value?.balance).toBe(
      92.1,
    );
    // The zodiac of the year (group 1: 1, 13, 25, 37, 49) at 1.00: 9.50 when the special is one of them.
    expect((await buy(session, { drawCode, betType: 'zodiac', picks: [1], unit: 1 })).body.value?.balance).toBe(91.1);

    await env.draws.tick(afterDraw(drawAt));
    const drawn = (await env.get<LotteryDraw>(lotteryEndpoints.draw.path.replace(':drawCode', drawCode))).body.value!;
    expect(drawn.state).toBe('settled');
    expect(drawn.numbers).toEqual(
      drawLotteryNumbers('lhc', { serverSeed: drawn.serverSeed!, clientSeed: drawCode, nonce: 0 }),
    );
    const verified = await env.post(lotteryEndpoints.verify.path, {
      gameCode: 'lhc-5m',
      drawCode,
      serverSeed: drawn.serverSeed,
    });
    expect(verified.body.value).toEqual({ serverSeedHash: drawn.serverSeedHash, numbers: drawn.numbers });

    const specialBall = drawn.numbers![6]!;
    const colourWin = markSixColourOf(specialBall) === 1 ? 2_79n : 2_97n;
    const zodiacWin = markSixZodiacGroupOf(specialBall) === 1 ? 9_50n : 0n;
    expect(await env.fixture.balanceOf(memberId)).toBe(91_10n + 4_75n + colourWin + zodiacWin);
  });

  it('refuses what is not a Mark Six bet, with nothing debited', async () => {
    const { memberId, session } = await env.player('lhc-5m', 10_00n);
    const { drawCode } = await openDrawOf(env, 'lhc-5m');
    const cases: Array<Record<string, unknown>> = [
      { drawCode, betType: 'special', picks: [50], unit: 1 },
      { drawCode, betType: 'special', picks: [0], unit: 1 },
      { drawCode, betType: 'pick2', picks: [7], unit: 1 },
      { drawCode, betType: 'pick3', picks: [7, 7, 8], unit: 1 },
      { drawCode, betType: 'zodiac', picks: [13], unit: 1 },
      { drawCode, betType: 'colour', picks: [4], unit: 1 },
      { drawCode, betType: 'special-big', picks: [3], unit: 1 },
      { drawCode, betType: 'digit', position: 1, picks: [3], unit: 1 },
    ];
    for (const body of cases) {
      const answer = await buy(session, body);
      expect({ body, answer: answer.body.errorCode }).toEqual({ body, answer: 'lottery_bet_invalid' });
      expect(answer.body.message).toBeTruthy();
    }
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n);
  });

  it('opens daily draws at their time of day in the time zone, the next as the one before it closes', async () => {
    await env.draws.ensureDraws(new Date());
    const rows = await rowsOf<{ game_code: string; draw_code: string; opens_at: Date; closes_at: Date; draw_at: Date }>(
      env.connection,
      `select game_code, draw_code, opens_at, closes_at, draw_at from lottery.draws
        where game_code in ('lhc', 'ssc-daily') and state = 'open' order by draw_at`,
      [],
    );
    const markSix = rows.find((row) => row.game_code === 'lhc')!;
    expect(hongKong(new Date(markSix.draw_at))).toMatch(/^(Tue|Thu|Sat) 21:30$/);
    // Tickets until 10 s before; it opened 10 s before the one before it (two or three days earlier).
    expect(new Date(markSix.draw_at).getTime() - new Date(markSix.closes_at).getTime()).toBe(10_000);
    const gapDays = (new Date(markSix.draw_at).getTime() - new Date(markSix.opens_at).getTime() - 10_000) / 86_400_000;
    expect([2, 3]).toContain(gapDays);
    const daily = rows.find((row) => row.game_code === 'ssc-daily')!;
    expect(hongKong(new Date(daily.draw_at))).toMatch(/ 20:00$/);
    expect(new Date(daily.draw_at).getTime() - new Date(daily.opens_at).getTime()).toBe(86_400_000 + 10_000);
    expect(daily.draw_code).toMatch(/^SSCD-\d{8}1200$/);

    // A ticket on the daily draw is drawn and paid at its time, like any other.
    const { memberId, session } = await env.player('ssc-daily', 20_00n);
    const bought = await buy(session, {
      drawCode: daily.draw_code,
      betType: 'digit',
      position: 5,
      picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      unit: 1,
    });
    expect(bought.body.value?.balance).toBe(10);
    await env.draws.tick(afterDraw(new Date(daily.draw_at)));
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n + 9_70n);
  });
});
