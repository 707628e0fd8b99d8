import { randomUUID } from 'node:crypto';
import {
  login,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  toWireMoney,
  type RealtimeServerMessage,
} from '@ficha/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createProvider } from '../../../test/factories.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { betRecords, journalEntries, memberBonuses, members } from '../../db/schema/index.ts';
import { createLedgerService, type LedgerService } from '../ledger/ledger.service.ts';
import { merchantAccountIdentity } from '../wallet/member-wallet.ts';
import type { BonusTerms } from './bonus-terms.ts';
import { createBonusWalletService, type BonusWalletService } from './bonus-wallet.service.ts';

// The test clock: a bonus expires when the clock passes it (the service, the sweep and the seamless calls share it).
let clock = new Date();
let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
let ledger: LedgerService;
let bonuses: BonusWalletService;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const merchant = (await t.db.select().from(members).limit(1))[0]!.merchantId;
  await createProvider(t.db, { merchantId: merchant, code: 'BONUSP' });
  // The catalog's game types: a slot (RNG), a live table (LIVE), and a game of a type the bonus doesn't list.
  const slots = await insertVendor(t.db, merchant, { vassalage: 'BONUSP', gameType: 'RNG' });
  const live = await insertVendor(t.db, merchant, { vassalage: 'BONUSP', gameType: 'LIVE' });
  const sports = await insertVendor(t.db, merchant, { vassalage: 'BONUSP', gameType: 'SPORTS' });
  await insertGame(t.db, slots, { gameCode: 'b-slot' });
  await insertGame(t.db, live, { gameCode: 'b-table' });
  await insertGame(t.db, sports, { gameCode: 'b-sport' });
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl, { providerCode: 'BONUSP' });
  ledger = createLedgerService(t.db);
  bonuses = createBonusWalletService(t.db, { ledger, now: () => clock });
});
afterAll(() => t.close());

const terms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
  wageringMultiplierPct: 1000,
  wageringBase: 'bonus',
  contributions: { RNG: 100, LIVE: 10 },
  defaultContributionPct: 0,
  maxBetMinor: 50_00n,
  maxCashoutMinor: null,
  playOrder: 'cash_first',
  ...overrides,
});

async function memberRow(memberId: number) {
  return (await t.db.select().from(members).where(eq(members.id, memberId)))[0]!;
}

async function grant(
  memberId: number,
  amountMinor: bigint,
  overrides: Partial<BonusTerms> = {},
  grantKey = randomUUID(),
  budgetRef = 'test-budget',
) {
  return bonuses.grant({
    merchant: f.merchant,
    member: await memberRow(memberId),
    source: 'test',
    grantKey,
    budgetRef,
    amountMinor,
    depositMinor: 0n,
    terms: terms(overrides),
    expiresAt: new Date(clock.getTime() + 7 * 86_400_000),
  });
}

const bonusHeld = (memberId: number) =>
  ledger.balanceOf({
    merchantId: f.merchant.id,
    currency: f.merchant.currency,
    kind: 'bonus_wallet',
    ownerMemberId: memberId,
  });
const budget = (ref = 'test-budget') => ledger.balanceOf(merchantAccountIdentity(f.merchant, 'promotion_budget', ref));
const bonusRow = async (id: number) => (await t.db.select().from(memberBonuses).where(eq(memberBonuses.id, id)))[0]!;

const debit = (
  playerId: string,
  roundId: string,
  amountMinor: bigint,
  gameCode = 'b-slot',
  transactionId = randomUUID(),
) => f.client.call(seamlessDebit, { playerId, transactionId, roundId, gameCode, amount: toWireMoney(amountMinor) });
const credit = (playerId: string, roundId: string, amountMinor: bigint, gameCode = 'b-slot') =>
  f.client.call(seamlessCredit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: toWireMoney(amountMinor),
    roundEnded: true,
  });

describe('granting a bonus', () => {
  it('moves it from the budget into the bonus wallet in one entry, and the provider sees cash + bonus', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    const budgetBefore = await budget();
    const { bonus, replayed } = await grant(memberId, 50_00n);
    expect(replayed).toBe(false);
    expect(bonus).toMatchObject({ status: 'active', amountMinor: 50_00n, requirementMinor: 500_00n, wageredMinor: 0n });
    expect(await bonusHeld(memberId)).toBe(50_00n);
    expect(await f.balanceOf(memberId)).toBe(20_00n);
    expect(await budget()).toBe(budgetBefore - 50_00n);
    const answer = await f.client.call(seamlessBalance, { playerId });
    expect(answer.envelope).toMatchObject({ success: true, value: { balance: 70 } });
  });

  it('answers the first grant for a replayed key and refuses a second active bonus', async () => {
    const { memberId } = await f.authenticatedPlayer(0n);
    const key = randomUUID();
    const [a, b] = await Promise.all([grant(memberId, 10_00n, {}, key), grant(memberId, 10_00n, {}, key)]);
    expect(a.bonus.id).toBe(b.bonus.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await bonusHeld(memberId)).toBe(10_00n);
    await expect(grant(memberId, 5_00n)).rejects.toMatchObject({ code: 'bonus_already_active' });
    expect(await bonusHeld(memberId)).toBe(10_00n);
  });

  it('refuses zero and negative amounts and leaves nothing', async () => {
    const { memberId } = await f.authenticatedPlayer(0n);
    await expect(grant(memberId, 0n)).rejects.toMatchObject({ code: 'request_param_err' });
    await expect(grant(memberId, -5_00n)).rejects.toMatchObject({ code: 'request_param_err' });
    expect(await bonuses.active(f.merchant.id, memberId)).toBeUndefined();
  });

  it('sets the requirement on bonus + deposit when the terms say so, rounding up', async () => {
    const { memberId } = await f.authenticatedPlayer(0n);
    const { bonus } = await bonuses.grant({
      merchant: f.merchant,
      member: await memberRow(memberId),
      source: 'test',
      grantKey: randomUUID(),
      budgetRef: 'test-budget',
      amountMinor: 10_01n,
      depositMinor: 10_00n,
      terms: terms({ wageringBase: 'bonus_deposit', wageringMultiplierPct: 350 }),
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
    // 3.5 × 20.01 = 70.035 → 70.04
    expect(bonus.requirementMinor).toBe(70_04n);
  });
});

describe('playing with a bonus', () => {
  it('stakes cash first, then bonus, and counts each stake by its game type', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    const { bonus } = await grant(memberId, 50_00n);
    const round = randomUUID();
    const answer = await debit(playerId, round, 30_00n);
    expect(answer.envelope).toMatchObject({ success: true, value: { balance: 40 } });
    expect(await f.balanceOf(memberId)).toBe(0n);
    expect(await bonusHeld(memberId)).toBe(40_00n);
    expect((await bonusRow(bonus.id)).wageredMinor).toBe(30_00n);
    await debit(playerId, randomUUID(), 10_00n, 'b-table');
    expect((await bonusRow(bonus.id)).wageredMinor).toBe(31_00n);
    await debit(playerId, randomUUID(), 10_00n, 'b-sport');
    expect((await bonusRow(bonus.id)).wageredMinor).toBe(31_00n);
    expect(await bonusHeld(memberId)).toBe(20_00n);
  });

  it('stakes bonus first when the bonus says so', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    await grant(memberId, 50_00n, { playOrder: 'bonus_first' });
    await debit(playerId, randomUUID(), 30_00n);
    expect(await bonusHeld(memberId)).toBe(20_00n);
    expect(await f.balanceOf(memberId)).toBe(20_00n);
  });

  it('refuses a stake above the maximum bet with BONUS_MAX_BET and moves nothing', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(100_00n);
    await grant(memberId, 50_00n, { maxBetMinor: 5_00n });
    const round = randomUUID();
    const answer = await debit(playerId, round, 5_01n);
    expect(answer).toMatchObject({ status: 403, envelope: { success: false, errorCode: 'BONUS_MAX_BET' } });
    expect(await f.balanceOf(memberId)).toBe(100_00n);
    expect(await bonusHeld(memberId)).toBe(50_00n);
    expect(await t.db.select().from(betRecords).where(eq(betRecords.roundId, round))).toEqual([]);
    expect((await debit(playerId, round, 5_00n)).envelope).toMatchObject({ success: true, value: { balance: 145 } });
  });

  it('keeps the bonus share of a win as bonus, the rest as cash', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    await grant(memberId, 50_00n);
    const round = randomUUID();
    await debit(playerId, round, 30_00n); // 20 cash + 10 bonus
    const answer = await credit(playerId, round, 60_00n);
    expect(answer.envelope).toMatchObject({ success: true, value: { balance: 100 } });
    expect(await bonusHeld(memberId)).toBe(40_00n + 20_00n);
    expect(await f.balanceOf(memberId)).toBe(40_00n);
  });

  it('gives a rolled-back stake back where it came from, contribution included', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    const { bonus } = await grant(memberId, 50_00n);
    const round = randomUUID();
    const transactionId = randomUUID();
    await debit(playerId, round, 30_00n, 'b-slot', transactionId);
    const answer = await f.client.call(seamlessRollback, {
      playerId,
      transactionId: randomUUID(),
      referenceTransactionId: transactionId,
      roundId: round,
    });
    expect(answer.envelope).toMatchObject({ success: true, value: { balance: 70 } });
    expect(await f.balanceOf(memberId)).toBe(20_00n);
    expect(await bonusHeld(memberId)).toBe(50_00n);
    expect((await bonusRow(bonus.id)).wageredMinor).toBe(0n);
  });
});

describe('ending a bonus', () => {
  it('converts the bonus wallet to cash in one entry once the requirement is met, the excess over the cap to the budget', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(0n);
    const { bonus } = await grant(memberId, 10_00n, { wageringMultiplierPct: 100, maxCashoutMinor: 12_00n });
    const round = randomUUID();
    await debit(playerId, round, 10_00n);
    const budgetBefore = await budget();
    const answer = await credit(playerId, round, 15_00n);
    expect(answer.envelope).toMatchObject({ success: true, value: { balance: 12 } });
    expect(await f.balanceOf(memberId)).toBe(12_00n);
    expect(await bonusHeld(memberId)).toBe(0n);
    expect(await budget()).toBe(budgetBefore + 3_00n);
    const row = await bonusRow(bonus.id);
    expect(row).toMatchObject({ status: 'completed', convertedMinor: 12_00n, forfeitedMinor: 3_00n });
    const entries = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.source, 'bonus'), eq(journalEntries.idempotencyKey, `end:${bonus.id}`)));
    expect(entries.map((e) => e.kind)).toEqual(['bonus_conversion']);
    // The next win of the player is all cash.
    const next = randomUUID();
    await debit(playerId, next, 2_00n);
    await credit(playerId, next, 4_00n);
    expect(await f.balanceOf(memberId)).toBe(14_00n);
  });

  it('tells the member on its socket that the wagering is complete, with the cash the bonus became', async () => {
    const player = await f.createPlayer(0n, 'Secret123');
    const playerId = await f.authenticate(player.id);
    const { token } = await apiClient(baseUrl).call(login, { username: player.username, password: 'Secret123' });
    const socket = await openSignedIn(baseUrl, token);
    await grant(player.id, 10_00n, { wageringMultiplierPct: 100, maxCashoutMinor: 8_00n });
    const round = randomUUID();
    await debit(playerId, round, 10_00n);
    await credit(playerId, round, 15_00n);
    // The grant's and the stake's resyncs and balances come first; the notice follows the conversion's balance.
    const seen: RealtimeServerMessage[] = [];
    while (seen.at(-1)?.type !== 'notice') seen.push(await socket.next());
    expect(seen.at(-1)).toMatchObject({ type: 'notice', key: 'info_bonus_converted', amount: 8 });
    expect(seen.filter((m) => m.type === 'notice')).toHaveLength(1);
    socket.socket.close();
  });

  it('ends a bonus whose money is all lost as spent', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(0n);
    const { bonus } = await grant(memberId, 10_00n);
    const round = randomUUID();
    await debit(playerId, round, 10_00n);
    await credit(playerId, round, 0n);
    expect((await bonusRow(bonus.id)).status).toBe('spent');
    expect(await bonuses.active(f.merchant.id, memberId)).toBeUndefined();
  });

  it('forfeits an expired bonus to the budget (sweep), and a debit after expiry uses cash only', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(5_00n);
    const { bonus } = await grant(memberId, 10_00n, {}, randomUUID(), 'expiry-budget');
    const other = await f.authenticatedPlayer(5_00n);
    const { bonus: otherBonus } = await grant(other.memberId, 10_00n, {}, randomUUID(), 'expiry-budget');
    const start = clock;
    clock = new Date(start.getTime() + 8 * 86_400_000);
    try {
      const refused = await debit(playerId, randomUUID(), 6_00n);
      expect(refused.envelope).toMatchObject({
        success: false,
        errorCode: 'INSUFFICIENT_FUNDS',
        value: { balance: 15 },
      });
      expect(await bonuses.expireDue()).toBeGreaterThanOrEqual(2);
      expect((await bonusRow(bonus.id)).status).toBe('expired');
      expect((await bonusRow(otherBonus.id)).status).toBe('expired');
      expect(await bonusHeld(memberId)).toBe(0n);
      expect(await budget('expiry-budget')).toBe(0n);
      expect((await debit(playerId, randomUUID(), 5_00n)).envelope).toMatchObject({
        success: true,
        value: { balance: 0 },
      });
    } finally {
      clock = start;
    }
  });

  it('forfeits on request once, and a rollback after the end gives the bonus part back to the budget', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(0n);
    const { bonus } = await grant(memberId, 10_00n);
    const round = randomUUID();
    const transactionId = randomUUID();
    await debit(playerId, round, 4_00n, 'b-slot', transactionId);
    const budgetBefore = await budget();
    await Promise.all(
      [bonuses.forfeit(f.merchant.id, memberId, bonus.id), bonuses.forfeit(f.merchant.id, memberId, bonus.id)].map(
        (p) => p.catch((e: unknown) => e),
      ),
    );
    expect(await bonusRow(bonus.id)).toMatchObject({ status: 'forfeited', forfeitedMinor: 6_00n });
    await expect(bonuses.forfeit(f.merchant.id, memberId, bonus.id)).rejects.toMatchObject({
      code: 'bonus_not_active',
    });
    await f.client.call(seamlessRollback, {
      playerId,
      transactionId: randomUUID(),
      referenceTransactionId: transactionId,
      roundId: round,
    });
    expect(await bonusHeld(memberId)).toBe(0n);
    expect(await f.balanceOf(memberId)).toBe(0n);
    expect(await budget()).toBe(budgetBefore + 10_00n);
    expect(await ledger.invariantViolations()).toEqual([]);
  });
});
