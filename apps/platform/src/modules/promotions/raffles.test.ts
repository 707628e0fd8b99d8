import { createHash, randomUUID } from 'node:crypto';
import {
  claimRafflePromotion,
  claimRafflePromotionA,
  createPromotion,
  getAvailablePromotions,
  getRaffleDraw,
  getRafflePromotionStatus,
  getBonusDetails,
  login,
  seamlessCredit,
  seamlessDebit,
  toWireMoney,
  updatePromotion,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createAgentTree, createMember, createProvider, fundWallet } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { createBonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createMerchantService } from '../merchants/merchants.service.ts';
import { drawWinners, numberEntries, seedHashOf, ticketsOf, uniformPick } from './raffle-rules.ts';
import { createRaffleService } from './raffles.service.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let f: SeamlessFixture;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const provider = await createProvider(t.db, { merchantId: 1, code: 'RFTP' });
  const slots = await insertVendor(t.db, provider.merchantId, { vassalage: 'RFTP', gameType: 'RNG' });
  const live = await insertVendor(t.db, provider.merchantId, { vassalage: 'RFTP', gameType: 'LIVE' });
  await insertGame(t.db, slots, { gameCode: 'rf-slot' });
  await insertGame(t.db, live, { gameCode: 'rf-table' });
  f = await seamlessFixture(t.db, baseUrl, { providerCode: 'RFTP' });
});
afterAll(() => t.close());

const hour = 3_600_000;
/** Midnight starting tomorrow (UTC, the demo merchant's time zone): a raffle ending then has today as its last day. */
const tomorrowMidnight = () => new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + 24 * hour);
type RaffleInput = NonNullable<EndpointInput<typeof createPromotion>['raffle']>;

function raffleInput(serialNo: number, raffle: Partial<RaffleInput> = {}, budget = 100) {
  return {
    kind: 'raffle',
    category: 'other',
    texts: { ES: { title: `Sorteo ${serialNo}`, summary: 'Boletos por apostar', rules: '' } },
    art: 'violet',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: tomorrowMidnight().toISOString(),
    budget,
    wageringMultiplier: 1,
    expiryHours: 72,
    eligibility: { agentUsername: `rfagent${serialNo}` },
    raffle: { ticketEvery: 10, gameTypes: ['RNG'], prizes: [20, 10, 5], payAs: 'cash', ...raffle },
  } as EndpointInput<typeof createPromotion>;
}

interface Player {
  member: MemberRow;
  client: ApiClient;
  playerId: string;
}

/** A raffle for the players under a new agent of its own, and `players` such players with 500.00 each. */
async function raffleWorld(players: number, raffle: Partial<RaffleInput> = {}) {
  serial += 1;
  const tree = await createAgentTree(t.db, {
    merchantId: f.merchant.id,
    agents: [`rfagent${serial}`],
    player: `rfplayer${serial}a`,
  });
  const promotion = await operator.call(createPromotion, raffleInput(serial, raffle));
  const list: Player[] = [];
  for (let i = 0; i < players; i += 1) {
    const member =
      i === 0
        ? tree.player
        : await createMember(t.db, {
            merchantId: f.merchant.id,
            username: `rfplayer${serial}${String.fromCharCode(97 + i)}`,
            upline: tree.agents[0],
          });
    await fundWallet(t.db, { merchant: f.merchant, member, amountMinor: 500_00n });
    const token = (await apiClient(baseUrl).call(login, { username: member.username, password: 'Demo1234' })).token;
    list.push({ member, client: apiClient(baseUrl, { token }), playerId: await f.authenticate(member.id) });
  }
  return { promotion, players: list };
}

async function play(playerId: string, gameCode: string, stake: number) {
  const roundId = `rf-${randomUUID()}`;
  const debit = await f.client.call(seamlessDebit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: stake,
  });
  expect(debit.envelope.success, JSON.stringify(debit.envelope)).toBe(true);
  const credit = await f.client.call(seamlessCredit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: 0,
    roundEnded: true,
  });
  expect(credit.envelope.success, JSON.stringify(credit.envelope)).toBe(true);
}

/** A draw run as the job does it, at `at` (its clock), over what the fold has taken in. */
async function drawAt(at: Date) {
  await foldAllMemberStats(t.db);
  const ledger = createLedgerService(t.db);
  const audit = createAuditService(t.db);
  const raffles = createRaffleService(t.db, {
    ledger,
    bonusWallet: createBonusWalletService(t.db, { ledger }),
    merchants: createMerchantService(t.db, { audit, defaultMerchantCode: 'demo' }),
    now: () => at,
  });
  return raffles.drawDue();
}

async function prizeEntries(memberId: number) {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from platform.journal_entries e join platform.postings p on p.entry_id = e.id
        join platform.ledger_accounts a on a.id = p.account_id
        where e.kind = 'promotion_prize' and a.owner_member_id = ${memberId}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const statusOf = async (client: ApiClient, promotionId: number) => {
  const [status] = (await client.call(getRafflePromotionStatus, { promotionId })).list;
  if (!status) throw new Error('raffle not listed');
  return status;
};

describe('the rules', () => {
  const seed = 'a'.repeat(64);
  it('counts whole tickets, holds them to the limit and says what is left to the next', () => {
    const s = {
      ticketEveryMinor: '1000',
      gameTypes: [],
      prizesMinor: ['1'],
      maxTicketsPerMember: 5,
      payAs: 'cash' as const,
    };
    expect(ticketsOf(3_499n, s)).toEqual({ tickets: 3n, toNextMinor: 501n });
    expect(ticketsOf(999n, s)).toEqual({ tickets: 0n, toNextMinor: 1n });
    expect(ticketsOf(90_000n, s)).toEqual({ tickets: 5n, toNextMinor: 0n });
  });

  it('draws the same winners from the same seed and entries, one prize per member, tickets in their ranges', () => {
    const entries = numberEntries([
      { memberId: 9, tickets: 4 },
      { memberId: 3, tickets: 10 },
      { memberId: 7, tickets: 1 },
      { memberId: 5, tickets: 0 },
    ]);
    expect(entries).toEqual([
      { memberId: 3, firstTicket: 1, tickets: 10 },
      { memberId: 7, firstTicket: 11, tickets: 1 },
      { memberId: 9, firstTicket: 12, tickets: 4 },
    ]);
    const wins = drawWinners(seed, 42, entries, 5);
    expect(drawWinners(seed, 42, entries, 5)).toEqual(wins);
    expect(wins.map((w) => w.rank)).toEqual([1, 2, 3]);
    expect(new Set(wins.map((w) => w.memberId)).size).toBe(3);
    for (const w of wins) {
      const e = entries.find((x) => x.memberId === w.memberId)!;
      expect(w.ticket).toBeGreaterThanOrEqual(e.firstTicket);
      expect(w.ticket).toBeLessThan(e.firstTicket + e.tickets);
    }
    expect(drawWinners('b'.repeat(64), 42, entries, 5)).not.toEqual(wins);
  });

  it('ends even when one member holds nearly every ticket', () => {
    const entries = numberEntries([
      { memberId: 1, tickets: 1_000_000 },
      { memberId: 2, tickets: 1 },
    ]);
    expect(
      drawWinners(seed, 1, entries, 2)
        .map((w) => w.memberId)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('picks within [0, n) and every value of a small range', () => {
    const seen = new Set<number>();
    for (let rank = 1; rank <= 200; rank += 1) {
      const k = uniformPick(seed, 7, rank, 3);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(3);
      seen.add(k);
    }
    expect(seen.size).toBe(3);
  });
});

describe('a raffle', () => {
  it('counts tickets from the fold, draws once from the committed seed, and pays each prize once', async () => {
    const { promotion, players } = await raffleWorld(3);
    const [a, b, c] = players as [Player, Player, Player];
    const before = await statusOf(a.client, promotion.id);
    expect(before).toMatchObject({ state: 'open', tickets: 0, serverSeed: null, winners: [], totalTickets: null });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await a.client.call(getAvailablePromotions, {})).list.find((p) => p.id === promotion.id)?.state).toBe(
      'joined',
    );

    await play(a.playerId, 'rf-slot', 20);
    await play(a.playerId, 'rf-slot', 15);
    await play(b.playerId, 'rf-slot', 12);
    await play(b.playerId, 'rf-table', 50); // LIVE: not a type of this raffle
    await play(c.playerId, 'rf-slot', 5);
    await foldAllMemberStats(t.db);
    expect(await statusOf(a.client, promotion.id)).toMatchObject({ tickets: 3, turnover: 35, toNextTicket: 5 });
    expect(await statusOf(b.client, promotion.id)).toMatchObject({ tickets: 1, turnover: 12, toNextTicket: 8 });
    expect((await failureOf(a.client, claimRafflePromotion, { promotionId: promotion.id })).errorCode).toBe(
      'raffle_not_drawn',
    );

    // Not before its last day closed and an hour passed; then once, however many runs.
    expect(await drawAt(new Date(Date.now() + 60_000))).toBe(0);
    const at = new Date(tomorrowMidnight().getTime() + 2 * hour);
    expect(await drawAt(at)).toBeGreaterThanOrEqual(1);
    const drawn = await statusOf(a.client, promotion.id);
    expect(await drawAt(at)).toBe(0);
    expect(drawn.state).toBe('drawn');
    expect(drawn.totalTickets).toBe(4);
    expect(drawn.seedHash).toBe(before.seedHash);
    expect(drawn.serverSeed).not.toBeNull();
    const seed = drawn.serverSeed!;
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(drawn.seedHash);
    expect(seedHashOf(seed)).toBe(drawn.seedHash);
    // Anyone recomputes the winners from the revealed seed and the published ranges (usernames masked).
    expect(drawn.entries.map((e) => e.username)).toEqual(['rf***a', 'rf***b']);
    const published = drawn.entries.map((e, i) => ({ memberId: i, firstTicket: e.firstTicket, tickets: e.tickets }));
    const recomputed = drawWinners(seed, promotion.id, published, 3);
    expect(drawn.winners.map((w) => [w.rank, w.ticket, w.username])).toEqual(
      recomputed.map((w) => [w.rank, w.ticket, drawn.entries[w.memberId]!.username]),
    );
    // Two entrants, three prizes: the third is not awarded.
    expect(drawn.winners.map((w) => w.prize)).toEqual([20, 10]);

    const aWin = drawn.winners.find((w) => w.mine)!;
    const balance = await f.balanceOf(a.member.id);
    const claims = await Promise.all([
      a.client.call(claimRafflePromotion, { promotionId: promotion.id }),
      a.client.call(claimRafflePromotion, { promotionId: promotion.id }),
      a.client.call(claimRafflePromotionA, { promotionId: promotion.id }),
    ]);
    for (const c2 of claims) expect(c2.claim).toMatchObject({ rank: aWin.rank, prize: aWin.prize, payAs: 'cash' });
    expect(await prizeEntries(a.member.id)).toBe(1);
    expect(toWireMoney((await f.balanceOf(a.member.id)) - balance)).toBe(aWin.prize);
    expect((await statusOf(a.client, promotion.id)).winners.find((w) => w.mine)?.claimed).toBe(true);
    expect((await failureOf(c.client, claimRafflePromotion, { promotionId: promotion.id })).errorCode).toBe(
      'raffle_no_prize',
    );
    expect(await prizeEntries(c.member.id)).toBe(0);

    const draw = await operator.call(getRaffleDraw, { promotionId: promotion.id });
    expect(draw).toMatchObject({ state: 'drawn', totalTickets: 4, entrants: 2, serverSeed: seed });
    expect(draw.winners.map((w) => w.username).sort()).toEqual([a.member.username, b.member.username].sort());
    expect(draw.winners.find((w) => w.memberId === a.member.id)?.claimedAt).not.toBeNull();
    expect(draw.winners.find((w) => w.memberId === b.member.id)?.claimedAt).toBeNull();
  });

  it('pays a bonus prize as a grant with the promotion terms, once', async () => {
    const { promotion, players } = await raffleWorld(1, { payAs: 'bonus', prizes: [7] });
    const [a] = players as [Player];
    await play(a.playerId, 'rf-slot', 10);
    await drawAt(new Date(tomorrowMidnight().getTime() + 2 * hour));
    // Without a raffle named: the newest prize the caller has not claimed.
    const first = await a.client.call(claimRafflePromotion, {});
    const again = await a.client.call(claimRafflePromotion, { promotionId: promotion.id });
    expect(first.claim).toMatchObject({ promotionId: promotion.id, rank: 1, prize: 7, payAs: 'bonus' });
    expect((await failureOf(a.client, claimRafflePromotion, {})).errorCode).toBe('raffle_no_prize');
    expect(again.claim).toEqual(first.claim);
    const bonuses = (await a.client.call(getBonusDetails, {})).list.filter((x) => x.promotionId === promotion.id);
    expect(bonuses.map((x) => x.amount)).toEqual([7]);
  });

  it('refuses bad input and edits that would change a started raffle', async () => {
    serial += 1;
    for (const raffle of [
      undefined,
      { ticketEvery: 0, prizes: [1] },
      { ticketEvery: -1, prizes: [1] },
      { ticketEvery: 0.001, prizes: [1] },
      { ticketEvery: 10, prizes: [] },
      { ticketEvery: 10, prizes: [0] },
      { ticketEvery: 10, prizes: [1.005] },
      { ticketEvery: 10, prizes: [60, 50] }, // more than the budget of 100
      { ticketEvery: 10, prizes: [1], payAs: 'crypto' },
      { ticketEvery: 10, prizes: [1], gameTypes: ['DICE'] },
      { ticketEvery: 10, prizes: [1], maxTicketsPerMember: 0 },
    ])
      expect((await failureOf(operator, createPromotion, { ...raffleInput(serial), raffle } as never)).errorCode).toBe(
        'request_param_err',
      );
    await createAgentTree(t.db, { merchantId: f.merchant.id, agents: [`rfagent${serial}`], player: `rfp${serial}` });
    const created = await operator.call(createPromotion, raffleInput(serial));
    const edit = (over: object) => ({ promotionId: created.id, ...raffleInput(serial), ...over }) as never;
    expect(
      (await failureOf(operator, updatePromotion, edit({ raffle: { ticketEvery: 5, prizes: [20] } }))).errorCode,
    ).toBe('promotion_terms_locked');
    expect((await failureOf(operator, updatePromotion, edit({ kind: 'signup_reward', amount: 5 }))).errorCode).toBe(
      'promotion_terms_locked',
    );
    // Texts and budget may still change.
    const edited = await operator.call(updatePromotion, edit({ budget: 120 }));
    expect(edited.budget).toBe(120);

    expect((await operator.call(getRaffleDraw, { promotionId: created.id })).state).toBe('open');
    const [player] = (await raffleWorld(1)).players as [Player];
    for (const promotionId of [0, -1, 1.5, 2 ** 40, '7' as never])
      expect((await failureOf(player.client, claimRafflePromotion, { promotionId })).errorCode).toBe(
        'request_param_err',
      );
    expect((await failureOf(player.client, claimRafflePromotion, { promotionId: 999_999 })).errorCode).toBe(
      'promotion_not_found',
    );
    for (const promotionId of [0, -1, 2 ** 40])
      expect((await failureOf(operator, getRaffleDraw, { promotionId })).errorCode).toBe('request_param_err');
    expect((await failureOf(operator, getRaffleDraw, { promotionId: 999_999 })).errorCode).toBe('promotion_not_found');
  });
});
