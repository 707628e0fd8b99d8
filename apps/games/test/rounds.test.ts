import { randomUUID } from 'node:crypto';
import { gamesApiPaths, type PlayResult, type RoundDetail } from '@ficha/contract';
import { hashServerSeed, verifyRound } from '@ficha/engines';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, startGamesWithPlatform, type GamesWithPlatform } from './games-with-platform.ts';
import { walletFault } from '@ficha/provider-kit/testing';

const requestId = () => `req-${randomUUID()}`;
const minor = (amount: number) => BigInt(Math.round(amount * 100));

describe('rounds through the real platform wallet', () => {
  let env: GamesWithPlatform;
  const fault = walletFault();

  beforeAll(async () => {
    env = await startGamesWithPlatform({ testing: { walletFetch: fault.fetch } });
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => {
    fault.clear();
  });

  it('a slot spin debits the stake and credits the win once, and the platform records the bet', async () => {
    const { memberId, session } = await env.player('huerta-dorada', 50_00n);
    const spin = await env.post<PlayResult>(gamesApiPaths.slotSpin, { requestId: requestId(), bet: 1.5 }, session);
    expect(spin.status).toBe(200);
    const round = spin.body.value!;
    expect(round).toMatchObject({ gameCode: 'huerta-dorada', state: 'settled', stake: 1.5, currency: 'USD' });
    expect(round.outcome.game).toBe('slot');
    const expectedBalance = 50_00n - 150n + minor(round.win);
    expect(await env.fixture.balanceOf(memberId)).toBe(expectedBalance);
    expect(minor(round.balance)).toBe(expectedBalance);
    expect(await env.walletTransactions(round.roundId)).toEqual([
      { kind: 'debit', transaction_id: `${round.roundId}:debit`, amount_minor: '150' },
      { kind: 'credit', transaction_id: `${round.roundId}:credit`, amount_minor: String(minor(round.win)) },
    ]);
    expect(await env.betRecords(memberId)).toEqual([
      {
        round_id: round.roundId,
        game_code: 'huerta-dorada',
        stake_minor: '150',
        win_minor: String(minor(round.win)),
        status: 'settled',
        detail_url: `${env.gamesUrl}/rgs/v1/rounds/${round.roundId}`,
      },
    ]);
  });

  it('the same play request twice answers the same round and pays once, also when both arrive together', async () => {
    const { memberId, session } = await env.player('dice', 20_00n);
    const body = { requestId: requestId(), bet: 2, target: 50, direction: 'under' };
    const first = await env.post<PlayResult>(gamesApiPaths.dicePlay, body, session);
    const again = await env.post<PlayResult>(gamesApiPaths.dicePlay, body, session);
    expect(again.body.value).toEqual(first.body.value);
    const raced = { ...body, requestId: requestId() };
    const [a, b] = await Promise.all([
      env.post<PlayResult>(gamesApiPaths.dicePlay, raced, session),
      env.post<PlayResult>(gamesApiPaths.dicePlay, raced, session),
    ]);
    const answered = [a, b].filter((r) => r.status === 200).map((r) => r.body.value!.roundId);
    expect(new Set(answered).size).toBe(1);
    for (const r of [a, b]) if (r.status !== 200) expect(r.body.errorCode).toBe('game_round_pending');
    const records = await env.betRecords(memberId);
    expect(records).toHaveLength(2);
    const paid = records.reduce(
      (total, r) => total - BigInt(String(r['stake_minor'])) + BigInt(String(r['win_minor'])),
      0n,
    );
    expect(await env.fixture.balanceOf(memberId)).toBe(20_00n + paid);
  });

  it('a retried debit whose first answer was lost moves the money once', async () => {
    const { memberId, session } = await env.player('limbo', 10_00n);
    // The first attempt's answer is lost; the retry (same transaction id) gets the platform's stored answer.
    const debits = () => fault.delivered.filter((call) => call === 'debit').length;
    const debitsBefore = debits();
    fault.set('debit', 'drop_answer', 1);
    const round = await env.post<PlayResult>(
      gamesApiPaths.limboPlay,
      { requestId: requestId(), bet: 1, target: 2 },
      session,
    );
    expect(debits() - debitsBefore).toBe(2);
    expect(round.status).toBe(200);
    const value = round.body.value!;
    expect(await env.walletTransactions(value.roundId)).toHaveLength(2);
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n - 100n + minor(value.win));
  });

  it('INSUFFICIENT_FUNDS closes the round without moving money and tells the player', async () => {
    const { memberId, session } = await env.player('wheel', 50n);
    const answer = await env.post(gamesApiPaths.wheelPlay, { requestId: requestId(), bet: 1, risk: 'low' }, session);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 0.5 } });
    expect(await env.fixture.balanceOf(memberId)).toBe(50n);
    expect(await env.betRecords(memberId)).toEqual([]);
  });

  it('a debit that never gets an answer is rolled back and the player is told the bet was not taken', async () => {
    const { memberId, session } = await env.player('keno', 10_00n);
    fault.set('debit', 'drop_answer');
    const answer = await env.post(
      gamesApiPaths.kenoPlay,
      { requestId: requestId(), bet: 1, spots: [1, 2, 3] },
      session,
    );
    expect(answer.status).toBe(502);
    expect(answer.body.errorCode).toBe('wallet_unavailable');
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n);
    const [record] = await env.betRecords(memberId);
    expect(record?.['status']).toBe('cancelled');
  });

  it('demo play moves play money in the session and never calls the wallet', async () => {
    const session = await env.demo('plinko');
    const before = fault.delivered.length;
    const start = await env.get<{ balance: number; mode: string }>(gamesApiPaths.balance, session);
    expect(start.body.value).toEqual({ balance: 1000, currency: 'USD', mode: 'demo' });
    const drop = await env.post<PlayResult>(
      gamesApiPaths.plinkoPlay,
      { requestId: requestId(), bet: 10, rows: 16, risk: 'high' },
      session,
    );
    expect(drop.status).toBe(200);
    const { win, balance, outcome } = drop.body.value!;
    expect(outcome).toMatchObject({ game: 'plinko', rows: 16, risk: 'high' });
    expect(minor(balance)).toBe(1000_00n - 10_00n + minor(win));
    expect(fault.delivered.length).toBe(before);
  });

  it('plays each instant game with a win of floor(stake × multiplier)', async () => {
    const plays: Array<[string, string, Record<string, unknown>]> = [
      ['dice', gamesApiPaths.dicePlay, { target: 49.5, direction: 'over' }],
      ['limbo', gamesApiPaths.limboPlay, { target: 1.5 }],
      ['plinko', gamesApiPaths.plinkoPlay, { rows: 8, risk: 'low' }],
      ['keno', gamesApiPaths.kenoPlay, { spots: [5, 10, 15, 20, 25] }],
      ['wheel', gamesApiPaths.wheelPlay, { risk: 'medium' }],
      ['templo-del-jaguar', gamesApiPaths.slotSpin, {}],
      ['dragon-de-tormenta', gamesApiPaths.slotSpin, {}],
    ];
    for (const [game, path, params] of plays) {
      const { session } = await env.player(game);
      const answer = await env.post<PlayResult>(path, { requestId: requestId(), bet: 3.33, ...params }, session);
      expect(answer.status).toBe(200);
      const round = answer.body.value!;
      expect(round.state).toBe('settled');
      const [whole, cents] = round.multiplier.split('.');
      // The win is the exact product rounded down; the shown multiplier is truncated, so it bounds it.
      expect(minor(round.win)).toBeGreaterThanOrEqual((333n * BigInt(`${whole}${cents}`)) / 100n);
    }
  });

  it('mines: the stake is taken at start, picks reveal safe cells, the cash-out pays, the mines stay hidden until the end', async () => {
    const { memberId, session } = await env.player('mines', 10_00n);
    const start = await env.post<PlayResult>(
      gamesApiPaths.minesStart,
      { requestId: requestId(), bet: 1, mines: 3 },
      session,
    );
    expect(start.status).toBe(200);
    const round = start.body.value!;
    expect(round).toMatchObject({ state: 'open', balance: 9 });
    expect(round.outcome).toMatchObject({ game: 'mines', picks: [], mineCells: null, currentMultiplier: '0.00' });
    const detail = await env.get<RoundDetail>(`/rgs/v1/rounds/${round.roundId}`);
    expect(detail.body.value?.outcome).toMatchObject({ mineCells: null });
    const mineCells = await mineCellsOf(round.roundId);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((c) => !mineCells.includes(c));
    const pick = await env.post<PlayResult>(
      gamesApiPaths.minesPick,
      { roundId: round.roundId, cell: safe[0] },
      session,
    );
    expect(pick.body.value).toMatchObject({ state: 'open', outcome: { picks: [safe[0]], mineCells: null } });
    const again = await env.post(gamesApiPaths.minesPick, { roundId: round.roundId, cell: safe[0] }, session);
    expect(again.body.errorCode).toBe('game_move_invalid');
    const cashOut = await env.post<PlayResult>(gamesApiPaths.minesCashOut, { roundId: round.roundId }, session);
    expect(cashOut.body.value).toMatchObject({ state: 'settled', multiplier: '1.12', win: 1.12 });
    expect(cashOut.body.value?.outcome).toMatchObject({ mineCells });
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n - 100n + 112n);
    const late = await env.post(gamesApiPaths.minesPick, { roundId: round.roundId, cell: safe[1] }, session);
    expect(late.body.errorCode).toBe('game_move_invalid');

    const lost = await env.post<PlayResult>(
      gamesApiPaths.minesStart,
      { requestId: requestId(), bet: 1, mines: 24 },
      session,
    );
    const [mine] = await mineCellsOf(lost.body.value!.roundId);
    const boom = await env.post<PlayResult>(
      gamesApiPaths.minesPick,
      { roundId: lost.body.value!.roundId, cell: mine },
      session,
    );
    expect(boom.body.value).toMatchObject({ state: 'settled', win: 0 });
    expect(await env.fixture.balanceOf(memberId)).toBe(10_00n - 100n + 112n - 100n);
  });

  it('hilo: guesses deal the next cards of the round; a cash-out after a winning guess pays', async () => {
    const { session } = await env.player('hilo', 10_00n);
    let round = (await env.post<PlayResult>(gamesApiPaths.hiloStart, { requestId: requestId(), bet: 1 }, session)).body
      .value!;
    expect(round.state).toBe('open');
    const early = await env.post(gamesApiPaths.hiloCashOut, { roundId: round.roundId }, session);
    expect(early.body.errorCode).toBe('game_move_invalid');
    for (let i = 0; i < 20 && round.state === 'open'; i++) {
      if (round.outcome.game !== 'hilo') throw new Error('hilo expected');
      const { currentMultiplier, offers } = round.outcome;
      if (currentMultiplier !== '0.00') {
        round = (await env.post<PlayResult>(gamesApiPaths.hiloCashOut, { roundId: round.roundId }, session)).body
          .value!;
        break;
      }
      // The safest guess offered.
      const best = [...offers].sort((a, b) => Number(a.multiplier) - Number(b.multiplier))[0]!;
      round = (
        await env.post<PlayResult>(gamesApiPaths.hiloGuess, { roundId: round.roundId, guess: best.guess }, session)
      ).body.value!;
    }
    expect(round.state).toBe('settled');
    if (round.outcome.game !== 'hilo') throw new Error('hilo expected');
    expect(round.outcome.cards.length).toBe(round.outcome.steps.length + 1);
  });

  it("another player's round cannot be seen or played from their session", async () => {
    const owner = await env.player('mines');
    const other = await env.player('mines');
    const start = await env.post<PlayResult>(
      gamesApiPaths.minesStart,
      { requestId: requestId(), bet: 1, mines: 1 },
      owner.session,
    );
    const roundId = start.body.value!.roundId;
    const pick = await env.post(gamesApiPaths.minesPick, { roundId, cell: 0 }, other.session);
    expect(pick.status).toBe(404);
    expect(pick.body.errorCode).toBe('game_round_not_found');
    const active = await env.get<PlayResult | null>(gamesApiPaths.activeRound, other.session);
    expect(active.body.value).toBeNull();
    expect((await env.get<PlayResult | null>(gamesApiPaths.activeRound, owner.session)).body.value?.roundId).toBe(
      roundId,
    );
  });

  it('refuses bad bets and calls with the 4xx envelope and moves nothing', async () => {
    const { memberId, session } = await env.player('dice', 500_00n);
    const base = { target: 50, direction: 'under' };
    for (const bet of [0, -1, 1.234, '1e3', '1', null, Number.MAX_SAFE_INTEGER * 10]) {
      const answer = await env.post(gamesApiPaths.dicePlay, { requestId: requestId(), bet, ...base }, session);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err', fields: [{ field: 'bet' }] });
    }
    const over = await env.post(gamesApiPaths.dicePlay, { requestId: requestId(), bet: 100.01, ...base }, session);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ errorCode: 'bet_out_of_range', value: { minBet: 0.1, maxBet: 100 } });
    const under = await env.post(gamesApiPaths.dicePlay, { requestId: requestId(), bet: 0.09, ...base }, session);
    expect(under.body.errorCode).toBe('bet_out_of_range');
    const chance = await env.post(
      gamesApiPaths.dicePlay,
      { requestId: requestId(), bet: 1, target: 0.5, direction: 'under' },
      session,
    );
    expect(chance.body).toMatchObject({ errorCode: 'request_param_err', fields: [{ field: 'target' }] });
    const otherGame = await env.post(gamesApiPaths.slotSpin, { requestId: requestId(), bet: 1 }, session);
    expect(otherGame.status).toBe(404);
    expect(otherGame.body.errorCode).toBe('game_not_found');
    const noSession = await env.post(gamesApiPaths.dicePlay, { requestId: requestId(), bet: 1, ...base });
    expect(noSession.status).toBe(401);
    expect(noSession.body.errorCode).toBe('game_session_invalid');
    const badSession = await env.post(
      gamesApiPaths.dicePlay,
      { requestId: requestId(), bet: 1, ...base },
      'x'.repeat(43),
    );
    expect(badSession.body.errorCode).toBe('game_session_invalid');
    expect(await env.fixture.balanceOf(memberId)).toBe(500_00n);
    expect(await env.betRecords(memberId)).toEqual([]);
  });

  it('refuses an unknown game at launch, an unsigned launch, and a launch token used twice', async () => {
    const member = await env.fixture.createPlayer(10_00n);
    const unknown = await env.launch({
      launchToken: await env.fixture.launchToken(member.id, 'nope'),
      gameCode: 'nope',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('game_not_found');
    const unsigned = await fetch(`${env.gamesUrl}/rgs/v1/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: requestId(), timestamp: Date.now() }),
    });
    expect(unsigned.status).toBe(401);
    const launchToken = await env.fixture.launchToken(member.id, 'dice');
    const launched = await env.launch({ launchToken, gameCode: 'dice' });
    const url = new URL((launched.body.value as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.gamesUrl}/play/dice`);
    expect(url.searchParams.get('lang')).toBe('EN');
    expect((await env.startSession(url.toString())).status).toBe(200);
    const reused = await env.startSession(url.toString());
    expect(reused.status).toBe(401);
    expect(reused.body.errorCode).toBe('launch_token_invalid');
    const relaunched = await env.launch({ launchToken, gameCode: 'dice' });
    expect(relaunched.body.errorCode).toBe('launch_token_invalid');
    const forged = await env.startSession(`${env.gamesUrl}/play/dice?token=${'a'.repeat(43)}`);
    expect(forged.body.errorCode).toBe('launch_token_invalid');
  });

  it('fairness: the commitment holds, rotation reveals the seed, and verification recomputes the round', async () => {
    const { session } = await env.player('dice');
    const fairness = (
      await env.get<{ serverSeedHash: string; clientSeed: string; nonce: number }>(gamesApiPaths.fairness, session)
    ).body.value!;
    const changed = await env.post<{ current: { clientSeed: string; nonce: number } }>(
      gamesApiPaths.clientSeed,
      { clientSeed: 'my-lucky-seed' },
      session,
    );
    expect(changed.body.value?.current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const round = (
      await env.post<PlayResult>(
        gamesApiPaths.dicePlay,
        { requestId: requestId(), bet: 1, target: 60, direction: 'under' },
        session,
      )
    ).body.value!;
    expect(round.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(round.fairness.serverSeedHash).not.toBe(fairness.serverSeedHash);
    const hidden = (await env.get<RoundDetail>(`/rgs/v1/rounds/${round.roundId}`)).body.value!;
    expect(hidden.fairness.serverSeed).toBeNull();
    const rotated = await env.post<{ revealed: { serverSeed: string; serverSeedHash: string; roundsPlayed: number } }>(
      gamesApiPaths.rotateSeed,
      {},
      session,
    );
    const { revealed } = rotated.body.value!;
    expect(revealed.roundsPlayed).toBe(1);
    expect(hashServerSeed(revealed.serverSeed)).toBe(round.fairness.serverSeedHash);
    const detail = (await env.get<RoundDetail>(`/rgs/v1/rounds/${round.roundId}`)).body.value!;
    expect(detail).toMatchObject({
      state: 'settled',
      stake: 1,
      fairness: { serverSeed: revealed.serverSeed, nonce: 0 },
    });
    const recomputed = verifyRound({ ...detail.fairness, serverSeed: revealed.serverSeed, settings: { game: 'dice' } });
    expect(recomputed.outcome).toEqual({
      game: 'dice',
      roll: Math.round((round.outcome as { roll: number }).roll * 100),
    });
    const verified = await env.post<{ commitmentMatches: boolean; draw: unknown }>(gamesApiPaths.verify, {
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: 'my-lucky-seed',
      nonce: 0,
      settings: { game: 'dice' },
    });
    expect(verified.body.value).toEqual({
      commitmentMatches: true,
      draw: { game: 'dice', roll: (round.outcome as { roll: number }).roll },
    });
    const unknownRound = await env.get(`/rgs/v1/rounds/${randomUUID()}`);
    expect(unknownRound.status).toBe(404);
  });

  it('refuses a rotation while a mines round under the pair is open', async () => {
    const { session } = await env.player('mines');
    await env.post(gamesApiPaths.minesStart, { requestId: requestId(), bet: 1, mines: 5 }, session);
    const rotated = await env.post(gamesApiPaths.rotateSeed, {}, session);
    expect(rotated.status).toBe(409);
    expect(rotated.body.errorCode).toBe('game_round_pending');
  });

  async function mineCellsOf(roundId: string): Promise<number[]> {
    const [row] = await rowsOf<{ outcome: { mineCells: number[] } }>(
      env.connection,
      'select outcome from games.rounds where id = $1',
      [roundId],
    );
    return row!.outcome.mineCells;
  }
});
