import { bindBankAccount, login, seamlessCredit, seamlessDebit, seamlessRollback } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import type { SeamlessAnswer } from '@ficha/contract/server';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiClient } from './api-clients.ts';
import type { TestApp } from './create-test-app.ts';
import { createAgentTree } from './factories.ts';
import { moneyHelpers } from './money-helpers.ts';
import type { Holder, MoneyModel } from './money-model-state.ts';
import type { SeamlessFixture } from './seamless-client.ts';
import type { BonusTerms } from '../src/modules/bonus-wallet/bonus-terms.ts';
import { createBonusWalletService, type BonusWalletService } from '../src/modules/bonus-wallet/bonus-wallet.service.ts';

export const paymentPassword = '246810';

const seamlessEndpoints = { debit: seamlessDebit, credit: seamlessCredit, rollback: seamlessRollback };

/** A call that succeeded once, kept so the end of a run can send it again and check nothing moves. */
export type Replayable =
  | { kind: 'seamless'; path: 'debit' | 'credit' | 'rollback'; input: Record<string, unknown>; first: unknown }
  | { kind: 'transfer'; send: () => Promise<{ replayed: boolean; amount: number }>; amount: number }
  | { kind: 'review'; send: () => Promise<unknown>; errorCode: string };

/** The real side of one run: a fresh agent and its player on the demo merchant, signed in over HTTP. */
export interface MoneySystem {
  prefix: string;
  player: { memberId: number; username: string; client: ApiClient; playerId: string; bankAccountId: number };
  agent: { memberId: number; username: string; client: ApiClient };
  operator: ApiClient;
  clientOf: (holder: Holder) => ApiClient;
  /** Seamless calls answer `{ status, envelope }`. */
  seamlessCall: (path: 'debit' | 'credit' | 'rollback', input: Record<string, unknown>) => Promise<SeamlessAnswer>;
  replayables: Replayable[];
  /** The real balances equal the model's and the ledger invariants P1–P5 hold. */
  expectConsistent: (model: MoneyModel, step: string) => Promise<void>;
  /** Ledger entries posted by this run's provider transactions (their ids carry the run's prefix). */
  seamlessEntryCount: () => Promise<number>;
  /** The bonus wallet service, with the player's grants (budget `model-budget`, expiring in an hour). */
  bonuses: BonusWalletService;
  grantBonus: (grantKey: string, amountMinor: bigint, terms: BonusTerms) => ReturnType<BonusWalletService['grant']>;
  /** The player's active bonus id, if any. */
  activeBonusId: () => Promise<number | null>;
  /** The player gives up its bonus `bonusId`. */
  forfeitActive: (bonusId: number) => ReturnType<BonusWalletService['forfeit']>;
}

/**
 * Builds the real side of run `run`: members inserted like the other money tests do, then everything else through
 * the HTTP API (sign-in from an address of the run's own, so the login rate limit per address is not what runs
 * out; the player's bank account; the seamless launch and authenticate).
 */
export async function createMoneySystem(
  t: TestApp,
  baseUrl: string,
  operator: ApiClient,
  seamless: SeamlessFixture,
  run: number,
): Promise<MoneySystem> {
  const m = moneyHelpers(t, baseUrl);
  const prefix = `mm${run}`;
  const agentName = `mmagent${run}`;
  const playerName = `mmplayer${run}`;
  const { id: merchantId } = await m.merchantOf();
  const tree = await createAgentTree(t.db, { merchantId, agents: [agentName], topType: 2, player: playerName });
  const [agentRow, playerRow] = [tree.agents[0]!, tree.player];
  await m.setPaymentPassword(agentName, paymentPassword);
  await m.setPaymentPassword(playerName, paymentPassword);
  const ip = `10.77.${Math.floor(run / 250)}.${(run % 250) + 1}`;
  const signIn = async (username: string) => {
    const { token } = await apiClient(baseUrl, { ip }).call(login, { username, password: 'Demo1234' });
    return apiClient(baseUrl, { token, ip });
  };
  const playerClient = await signIn(playerName);
  const agentClient = await signIn(agentName);
  const bank = await playerClient.call(bindBankAccount, {
    payeeName: 'Modelo Uno',
    bankName: 'Banco Modelo',
    accountNumber: String(70_000_000 + run),
    paymentPassword,
  });
  const playerId = await seamless.authenticate(playerRow.id);
  const merchant = await m.merchantOf();
  const bonuses = createBonusWalletService(t.db, { ledger: m.ledger });
  const player = {
    memberId: playerRow.id,
    username: playerName,
    client: playerClient,
    playerId,
    bankAccountId: bank.id,
  };
  const agent = { memberId: agentRow.id, username: agentName, client: agentClient };

  return {
    prefix,
    player,
    agent,
    operator,
    clientOf: (holder) => (holder === 'player' ? player.client : agent.client),
    seamlessCall: (path, input) => seamless.client.call(seamlessEndpoints[path], input),
    replayables: [],
    async expectConsistent(model, step) {
      const real = { player: await m.balanceOf(playerName), agent: await m.balanceOf(agentName) };
      expect(real, `balances after ${step}`).toEqual(model.balances);
      const held = await m.ledger.balanceOf({
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'bonus_wallet',
        ownerMemberId: playerRow.id,
      });
      expect(held, `bonus wallet after ${step}`).toBe(model.bonus.heldMinor);
      expect((await bonuses.active(merchant.id, playerRow.id)) !== undefined, `active bonus after ${step}`).toBe(
        model.bonus.active !== null,
      );
      expect(await m.ledger.invariantViolations(), `ledger invariants after ${step}`).toEqual([]);
    },
    async seamlessEntryCount() {
      const result = await t.db.execute(
        sql`select count(*)::int as n from platform.journal_entries where idempotency_key like ${`${prefix}-%`}`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    },
    bonuses,
    grantBonus: (grantKey, amountMinor, terms) =>
      bonuses.grant({
        merchant,
        member: playerRow,
        source: 'model',
        grantKey,
        budgetRef: 'model-budget',
        amountMinor,
        depositMinor: 0n,
        terms,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
    activeBonusId: async () => (await bonuses.active(merchant.id, playerRow.id))?.id ?? null,
    forfeitActive: (bonusId) => bonuses.forfeit(merchant.id, playerRow.id, bonusId),
  };
}
