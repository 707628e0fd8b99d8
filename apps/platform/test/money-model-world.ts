import { updateWithdrawalSettings } from '@ficha/contract';
import { apiClient, listen } from './api-clients.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { loginDemoOperator } from './operator-session.ts';
import { approveAsSecondOwner } from './second-owner.ts';
import { seamlessFixture, type SeamlessFixture } from './seamless-client.ts';

/** What the wallet model tests run against: the real platform over HTTP, its operator and the seamless client. */
export interface MoneyModelWorld {
  t: TestApp;
  baseUrl: string;
  operator: ReturnType<typeof apiClient>;
  seamless: SeamlessFixture;
}

/**
 * Opens the world of a wallet model test. Withdrawal turnover: no wagering requirement for deposits or bonuses,
 * so the model's withdrawals depend on the balance alone (turnover itself is tested in the withdrawals module);
 * room for every withdrawal of a run.
 */
export async function openMoneyModelWorld(): Promise<MoneyModelWorld> {
  const t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  const baseUrl = await listen(t);
  const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const seamless = await seamlessFixture(t.db, baseUrl);
  const loosened = await operator.call(updateWithdrawalSettings, {
    depositTurnoverMultiplier: 0,
    bonusTurnoverMultiplier: 0,
    dailyCount: 100,
  });
  await approveAsSecondOwner(t.app, loosened.pendingChange);
  return { t, baseUrl, operator, seamless };
}
