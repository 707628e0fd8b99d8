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
      expect(await m.ledger.invariantViolations(), `ledger invariants after ${step}`).toEqual([]);
    },
    async seamlessEntryCount() {
      const result = await t.db.execute(
        sql`select count(*)::int as n from platform.journal_entries where idempotency_key like ${`${prefix}-%`}`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    },
  };
}
