import { login, setPaymentPassword } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { and, eq } from 'drizzle-orm';
import { merchants, operators, type MemberRow } from '../src/db/schema/index.ts';
import type { EntryKind } from '../src/modules/ledger/entry-kinds.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import { createBonusWalletService } from '../src/modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';
import { createMerchantService } from '../src/modules/merchants/merchants.service.ts';
import { apiClient } from './api-clients.ts';
import type { TestApp } from './create-test-app.ts';
import { createMember, createOperator } from './factories.ts';

let sequence = 0;

/**
 * Money test fixtures on the demo merchant: players signed in over HTTP with a payment password, and ledger
 * entries posted straight through the ledger service (deposits arrive from the outside world, bets go to a
 * provider's house), as the deposit and game modules would post them.
 */
export function moneyFixtures(t: TestApp, baseUrl: string) {
  const ledger = createLedgerService(t.db);
  const bonusWallet = createBonusWalletService(t.db, { ledger });
  const merchantService = createMerchantService(t.db, { audit: createAuditService(t.db), defaultMerchantCode: 'demo' });

  async function demoMerchant() {
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.code, 'demo'));
    if (!merchant) throw new Error('demo merchant missing');
    return merchant;
  }

  async function post(
    member: MemberRow,
    kind: EntryKind,
    amountMinor: bigint,
    counter: { kind: 'outside_world' | 'house' | 'promotion_budget'; ref: string },
    reversesEntryId?: number,
  ) {
    const merchant = await demoMerchant();
    const wallet = await ledger.account({
      merchantId: merchant.id,
      currency: 'USD',
      kind: 'player_wallet',
      ownerMemberId: member.id,
    });
    const other = await ledger.account({
      merchantId: merchant.id,
      currency: 'USD',
      kind: counter.kind,
      ownerRef: counter.ref,
    });
    sequence += 1;
    return ledger.post({
      merchantId: merchant.id,
      currency: 'USD',
      kind,
      source: 'test',
      idempotencyKey: `fixture-${sequence}-${Date.now()}`,
      ...(reversesEntryId ? { reversesEntryId } : {}),
      lines: [
        { accountId: wallet.id, amountMinor },
        { accountId: other.id, amountMinor: -amountMinor },
      ],
    });
  }

  return {
    ledger,
    demoMerchant,

    /** A new player of the demo merchant, signed in, with payment password 123456 unless told otherwise. */
    async player(options: { paymentPassword?: string | null; payeeName?: string | null } = {}) {
      const merchant = await demoMerchant();
      sequence += 1;
      const username = `wd${sequence}${Date.now() % 100_000}`;
      const row = await createMember(t.db, {
        merchantId: merchant.id,
        username,
        language: 'ES',
        payeeName: options.payeeName === undefined ? 'Ana Pérez' : options.payeeName,
      });
      const { token } = await apiClient(baseUrl).call(login, { username, password: 'Demo1234' });
      const client = apiClient(baseUrl, { token });
      const paymentPassword = options.paymentPassword === undefined ? '123456' : options.paymentPassword;
      if (paymentPassword) {
        await client.call(setPaymentPassword, {
          loginPassword: 'Demo1234',
          newPaymentPassword: paymentPassword,
          confirmPaymentPassword: paymentPassword,
        });
      }
      return { member: row, client, username, token };
    },

    deposit: (member: MemberRow, amountMinor: bigint) =>
      post(member, 'deposit', amountMinor, { kind: 'outside_world', ref: 'channel:test' }),

    /**
     * A bonus granted through the bonus wallet, to wager `wageringMultiplierPct` hundredths of itself; with 0 it
     * converts to cash at once (a `bonus` entry, then a `bonus_conversion` entry into the wallet).
     */
    async grantBonus(member: MemberRow, amountMinor: bigint, wageringMultiplierPct = 0) {
      const merchant = await merchantService.byId((await demoMerchant()).id);
      return bonusWallet.grant({
        merchant,
        member,
        source: 'test',
        grantKey: `fixture-${(sequence += 1)}-${Date.now()}`,
        budgetRef: 'test-campaign',
        amountMinor,
        depositMinor: 0n,
        terms: {
          wageringMultiplierPct,
          wageringBase: 'bonus',
          contributions: {},
          defaultContributionPct: 100,
          maxBetMinor: null,
          maxCashoutMinor: null,
          playOrder: 'cash_first',
        },
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    },

    bet: (member: MemberRow, stakeMinor: bigint) =>
      post(member, 'bet', -stakeMinor, { kind: 'house', ref: 'provider:test' }),

    win: (member: MemberRow, amountMinor: bigint) =>
      post(member, 'win', amountMinor, { kind: 'house', ref: 'provider:test' }),

    rollbackBet: (member: MemberRow, stakeMinor: bigint, betEntryId: number) =>
      post(member, 'rollback', stakeMinor, { kind: 'house', ref: 'provider:test' }, betEntryId),

    /** Money in the wallet with its turnover already met: a deposit, a bet of it and a win of it. */
    async fundWagered(member: MemberRow, amountMinor: bigint) {
      await post(member, 'deposit', amountMinor, { kind: 'outside_world', ref: 'channel:test' });
      await post(member, 'bet', -amountMinor, { kind: 'house', ref: 'provider:test' });
      await post(member, 'win', amountMinor, { kind: 'house', ref: 'provider:test' });
    },

    async walletBalance(member: MemberRow) {
      const merchant = await demoMerchant();
      return ledger.balanceOf({
        merchantId: merchant.id,
        currency: 'USD',
        kind: 'player_wallet',
        ownerMemberId: member.id,
      });
    },

    /** A further operator of the demo merchant (the seeded one is `admin`), for dual approval. */
    async secondOperator(username: string, password: string) {
      const merchant = await demoMerchant();
      const existing = await t.db
        .select()
        .from(operators)
        .where(and(eq(operators.merchantId, merchant.id), eq(operators.username, username)));
      if (existing.length === 0)
        await createOperator(t.db, { merchantId: merchant.id, username, role: 'admin', password });
    },
  };
}

export type MoneyFixtures = ReturnType<typeof moneyFixtures>;
export type FixturePlayer = Awaited<ReturnType<MoneyFixtures['player']>>;
export type { ApiClient };
