import { randomUUID } from 'node:crypto';
import {
  lotteryEndpoints,
  type LotteryCalendar,
  type LotteryDrawCancel,
  type LotteryLiability,
  type LotterySettings,
  type LotteryTicket,
} from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterDraw, openDrawOf, startLotteryWithPlatform, type LotteryWithPlatform } from './lottery-with-platform.ts';

const requestId = () => `req-${randomUUID()}`;
type Bought = { ticket: LotteryTicket; balance: number };

/**
 * The lottery's back office per merchant (issue 18, decision 0084), through the real platform's wallet: the
 * merchant's settings enforced on the betting path with nothing debited on a refusal, a merchant's cancellation
 * of a draw refunding each ticket once (run twice, and with the wallet failing in between), the liability per
 * selection summed by hand, and another merchant seeing none of it.
 */
describe('lottery back office', () => {
  let env: LotteryWithPlatform;
  /** While set, every rollback call to the wallet fails as if the network dropped it. */
  let rollbacksFail = false;

  beforeAll(async () => {
    env = await startLotteryWithPlatform({
      testing: {
        walletFetch: (input, init) => {
          if (rollbacksFail && String(input).includes('/rollback')) return Promise.reject(new Error('network down'));
          return fetch(input, init);
        },
      },
    });
  });
  afterAll(async () => {
    await env?.close();
  });

  const buy = (session: string, body: Record<string, unknown>) =>
    env.post<Bought>(lotteryEndpoints.buy.path, { requestId: requestId(), ...body }, session);
  const saveGame = (game: Record<string, unknown>) =>
    env.backOffice<LotterySettings>(lotteryEndpoints.backOfficeSaveGame.path, {
      enabled: true,
      maxStakePerDraw: null,
      maxPayoutPerDraw: null,
      betLimits: [],
      ...game,
    });

  it('answers the settings with every game on, the deployment limits and the odds tables', async () => {
    const settings = await env.backOffice<LotterySettings>(lotteryEndpoints.backOfficeSettings.path, {});
    expect(settings.body.success).toBe(true);
    const ssc = settings.body.value!.games.find((game) => game.gameCode === 'ssc-5m')!;
    expect(ssc).toMatchObject({ enabled: true, maxStakePerDraw: null, maxPayoutPerDraw: null, betLimits: [] });
    expect(ssc.odds.digit).toBe('970');
    expect(settings.body.value).toMatchObject({ prizeMode: 'LOTT', minUnit: 0.1, maxStake: 10_000 });
  });

  it('refuses a game switched off and stakes outside the bet type limits, debiting nothing', async () => {
    const { memberId, session } = await env.player('k3-1m', 50_00n);
    const { drawCode } = await openDrawOf(env, 'k3-1m');
    expect((await saveGame({ gameCode: 'k3-1m', enabled: false })).body.success).toBe(true);
    const off = await buy(session, { drawCode, betType: 'big', unit: 1 });
    expect(off.body).toMatchObject({ success: false, errorCode: 'lottery_game_off' });

    const limited = await saveGame({
      gameCode: 'k3-1m',
      betLimits: [{ betType: 'big', minStake: 2, maxStake: 5 }],
    });
    expect(limited.body.value!.games.find((g) => g.gameCode === 'k3-1m')!.betLimits).toEqual([
      { betType: 'big', minStake: 2, maxStake: 5 },
    ]);
    expect((await buy(session, { drawCode, betType: 'big', unit: 1 })).body.errorCode).toBe('bet_out_of_range');
    expect((await buy(session, { drawCode, betType: 'big', unit: 5.01 })).body.errorCode).toBe('bet_out_of_range');
    // Another bet type keeps the deployment's limits.
    expect((await buy(session, { drawCode, betType: 'small', unit: 1 })).body.success).toBe(true);
    expect((await buy(session, { drawCode, betType: 'big', unit: 5 })).body.success).toBe(true);
    expect(await env.fixture.balanceOf(memberId)).toBe(44_00n);

    // Bad settings: an unknown game or bet type, a minimum above the maximum.
    expect((await saveGame({ gameCode: 'nope' })).body.errorCode).toBe('game_not_found');
    const unknownType = await saveGame({ gameCode: 'k3-1m', betLimits: [{ betType: 'x', minStake: 1, maxStake: 2 }] });
    expect(unknownType.body.errorCode).toBe('lottery_bet_invalid');
    const crossed = await saveGame({ gameCode: 'k3-1m', betLimits: [{ betType: 'big', minStake: 3, maxStake: 2 }] });
    expect(crossed.body.errorCode).toBe('request_param_err');
    const negative = await saveGame({ gameCode: 'k3-1m', maxStakePerDraw: -5 });
    expect(negative.body.errorCode).toBe('request_param_err');
  });

  it('keeps a player under the stake limit per draw and each selection under the payout limit', async () => {
    const first = await env.player('ssc-5m', 100_00n);
    const second = await env.player('ssc-5m', 100_00n);
    const { drawCode } = await openDrawOf(env, 'ssc-5m');
    await saveGame({ gameCode: 'ssc-5m', maxStakePerDraw: 8, maxPayoutPerDraw: 20 });

    // Stake per draw (per player): 5 + 3 = 8 passes, one more unit of 1 does not.
    expect((await buy(first.session, { drawCode, betType: 'big', position: 1, unit: 5 })).body.success).toBe(true);
    expect((await buy(first.session, { drawCode, betType: 'small', position: 2, unit: 3 })).body.success).toBe(true);
    const over = await buy(first.session, { drawCode, betType: 'odd', position: 3, unit: 1 });
    expect(over.body).toMatchObject({ success: false, errorCode: 'lottery_stake_limit' });
    expect(await env.fixture.balanceOf(first.memberId)).toBe(92_00n);

    // Payout per selection (the merchant's, every player together): digit 3 at position 1 pays 9.70 a unit.
    expect(
      (await buy(second.session, { drawCode, betType: 'digit', position: 4, picks: [3], unit: 2 })).body.success,
    ).toBe(true); // 19.40 on digit@4:3
    const tooMuch = await buy(second.session, { drawCode, betType: 'digit', position: 4, picks: [3, 4], unit: 1 });
    expect(tooMuch.body).toMatchObject({ success: false, errorCode: 'lottery_payout_limit' });
    expect(
      (await buy(second.session, { drawCode, betType: 'digit', position: 4, picks: [4], unit: 2 })).body.success,
    ).toBe(true);
    expect(await env.fixture.balanceOf(second.memberId)).toBe(96_00n);
    await saveGame({ gameCode: 'ssc-5m' });
  });

  it('sums the liability per selection of the open draw by hand, for this merchant only', async () => {
    const a = await env.player('ssc-daily', 100_00n);
    const b = await env.player('ssc-daily', 100_00n);
    const { drawCode } = await openDrawOf(env, 'ssc-daily');
    await buy(a.session, { drawCode, betType: 'digit', position: 1, picks: [3, 7], unit: 2 });
    await buy(b.session, { drawCode, betType: 'digit', position: 1, picks: [3], unit: 1 });
    await buy(b.session, { drawCode, betType: 'big', position: 2, unit: 5 });
    await buy(b.session, { drawCode, betType: 'front3', picks: [1, 2, 3], unit: 0.5 });

    const liability = await env.backOffice<LotteryLiability>(lotteryEndpoints.backOfficeLiability.path, {
      gameCode: 'ssc-daily',
    });
    // digit 9.70 (1/10), big 1.94 (1/2), front 3 970.00 (1/1000) in LOTT.
    expect(liability.body.value).toMatchObject({
      draw: { drawCode },
      tickets: 4,
      stake: 4 + 1 + 5 + 0.5,
      selections: [
        { selection: 'front3:1-2-3', betType: 'front3', units: 1, stake: 0.5, payout: 485 },
        { selection: 'digit@1:3', betType: 'digit', units: 2, stake: 3, payout: 29.1 },
        { selection: 'digit@1:7', betType: 'digit', units: 1, stake: 2, payout: 19.4 },
        { selection: 'big@2', betType: 'big', units: 1, stake: 5, payout: 9.7 },
      ],
    });
    const elsewhere = await env.backOffice<LotteryLiability>(
      lotteryEndpoints.backOfficeLiability.path,
      { gameCode: 'ssc-daily' },
      'OTHER',
    );
    expect(elsewhere.body.value).toMatchObject({ draw: { drawCode }, tickets: 0, stake: 0, selections: [] });
  });

  it('cancels a draw for the merchant: each ticket refunded once, even run twice with the wallet failing between', async () => {
    const { memberId, session } = await env.player('pk10-3m', 50_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'pk10-3m');
    const one = await buy(session, { drawCode, betType: 'car', position: 1, picks: [1, 2], unit: 1 });
    const two = await buy(session, { drawCode, betType: 'big', position: 3, unit: 4 });
    expect(await env.fixture.balanceOf(memberId)).toBe(44_00n);

    const cancelPath = lotteryEndpoints.backOfficeCancelDraw.path;
    const blank = await env.backOffice(cancelPath, { drawCode, reason: ' ' });
    expect(blank.body.errorCode).toBe('request_param_err');
    expect((await env.backOffice(cancelPath, { drawCode: 'NOPE-1', reason: 'feed fault' })).body.errorCode).toBe(
      'lottery_draw_not_found',
    );

    // The wallet does not answer the rollbacks: the cancellation holds, the refunds wait.
    rollbacksFail = true;
    const first = await env.backOffice<LotteryDrawCancel>(cancelPath, { drawCode, reason: 'Result feed fault' });
    rollbacksFail = false;
    expect(first.body.value).toMatchObject({ drawCode, refunded: 2, refundedStake: 6, alreadyCancelled: false });
    expect(await env.fixture.balanceOf(memberId)).toBe(44_00n);
    // No new ticket of the merchant on it.
    const late = await buy(session, { drawCode, betType: 'small', position: 1, unit: 1 });
    expect(late.body.errorCode).toBe('lottery_draw_closed');

    // Run again: nothing new is cancelled, the unconfirmed refunds are resent — and paid once.
    const again = await env.backOffice<LotteryDrawCancel>(cancelPath, { drawCode, reason: 'again' });
    expect(again.body.value).toMatchObject({ drawCode, refunded: 0, alreadyCancelled: true });
    expect(await env.fixture.balanceOf(memberId)).toBe(50_00n);
    await env.backOffice(cancelPath, { drawCode, reason: 'and again' });
    for (const ticket of [one, two]) {
      const kinds = (await env.walletTransactions(ticket.body.value!.ticket.ticketId)).map((t) => t.kind);
      expect(kinds).toEqual(['debit', 'rollback']);
    }

    // The draw itself goes on for everyone else: drawn at its time, the refunded tickets stay refunded.
    await env.draws.tick(afterDraw(drawAt));
    expect(await env.fixture.balanceOf(memberId)).toBe(50_00n);
    const mine = await env.get<{ tickets: LotteryTicket[] }>(lotteryEndpoints.tickets.path, session);
    expect(mine.body.value!.tickets.map((t) => t.state)).toEqual(['refunded', 'refunded']);

    const calendar = await env.backOffice<LotteryCalendar>(lotteryEndpoints.backOfficeCalendar.path, {
      gameCode: 'pk10-3m',
    });
    const row = calendar.body.value!.past.find((draw) => draw.drawCode === drawCode)!;
    expect(row).toMatchObject({
      state: 'cancelled',
      tickets: 0,
      stake: 0,
      payout: 0,
      refunded: 2,
      cancellation: { reason: 'Result feed fault' },
    });
    expect(row.numbers).toHaveLength(10);
    // Drawn now: too late to cancel.
    const drawn = await env.backOffice(cancelPath, { drawCode, reason: 'too late' }, 'OTHER');
    expect(drawn.body.errorCode).toBe('lottery_draw_drawn');
  });

  it('lists upcoming and past draws with the merchant tickets, stakes and payouts', async () => {
    const { session } = await env.player('ssc-1m', 50_00n);
    const { drawCode, drawAt } = await openDrawOf(env, 'ssc-1m');
    await buy(session, { drawCode, betType: 'digit', position: 1, picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], unit: 1 });
    const before = await env.backOffice<LotteryCalendar>(lotteryEndpoints.backOfficeCalendar.path, {
      gameCode: 'ssc-1m',
    });
    expect(before.body.value!.upcoming.find((d) => d.drawCode === drawCode)).toMatchObject({
      state: 'open',
      numbers: null,
      tickets: 1,
      stake: 10,
      payout: 0,
      cancellation: null,
    });
    await env.draws.tick(afterDraw(drawAt));
    const after = await env.backOffice<LotteryCalendar>(lotteryEndpoints.backOfficeCalendar.path, {
      gameCode: 'ssc-1m',
    });
    expect(after.body.value!.past.find((d) => d.drawCode === drawCode)).toMatchObject({
      state: 'settled',
      tickets: 1,
      stake: 10,
      payout: 9.7,
    });
    const unknown = await env.backOffice(lotteryEndpoints.backOfficeCalendar.path, { gameCode: 'nope' });
    expect(unknown.body.errorCode).toBe('game_not_found');
  });

  it('refuses a back-office call that is not signed by the platform', async () => {
    const response = await fetch(`${env.lotteryUrl}${lotteryEndpoints.backOfficeSettings.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: requestId(), timestamp: Date.now(), merchantCode: 'X' }),
    });
    expect(response.status).toBe(401);
  });
});
