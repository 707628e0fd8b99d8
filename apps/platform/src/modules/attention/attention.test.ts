import {
  answerConsoleFeedback,
  approveDeposit,
  getConsoleAttention,
  markSupportConversationRead,
  type AttentionQueue,
} from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createOperator } from '../../../test/factories.ts';
import { loginOperator } from '../../../test/operator-session.ts';
import { buildSecurityWorld, type SecurityWorld } from '../../../test/security/security-world.ts';

let t: TestApp;
let baseUrl: string;
let w: SecurityWorld;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  // The demo merchant with one open item in most queues: the victim's pending deposit, a pending and an approved
  // withdrawal (and a paid one), a pending adjustment, an identity document, an open risk alert, an open feedback,
  // an unread support chat.
  w = await buildSecurityWorld(t, baseUrl);
});
afterAll(() => t.close());

async function countsOf(token: string) {
  const { queues } = await apiClient(baseUrl, { token }).call(getConsoleAttention, {});
  return Object.fromEntries(queues.map((q) => [q.queue, q.count])) as Partial<Record<AttentionQueue, number>>;
}

async function tokenOfRole(role: 'content' | 'support' | 'finance' | 'read-only') {
  const username = `attention-${role}`;
  await createOperator(t.db, { merchantId: w.demo.id, username, role });
  return loginOperator(t.app, { username });
}

describe('getConsoleAttention', () => {
  it("counts the open items of every queue for an owner, the merchant's only", async () => {
    const counts = await countsOf(w.adminToken);
    expect(Object.keys(counts)).toEqual([
      'deposits',
      'withdrawals',
      'adjustments',
      'kyc',
      'riskAlerts',
      'pointRedeems',
      'feedback',
      'supportChats',
    ]);
    expect(counts).toEqual({
      deposits: 1,
      // The pending one and the approved one waiting to be paid; the paid one is done.
      withdrawals: 2,
      adjustments: 1,
      kyc: 1,
      riskAlerts: 1,
      pointRedeems: 0,
      feedback: 1,
      supportChats: 1,
    });
  });

  it('drops an item once an operator has dealt with it', async () => {
    const before = await countsOf(w.adminToken);
    await w.admin.call(approveDeposit, { depositId: w.demoIds.depositId });
    await w.admin.call(answerConsoleFeedback, { id: w.demoIds.feedbackId, answer: 'Gracias, lo revisamos.' });
    await w.admin.call(markSupportConversationRead, {
      conversationId: w.demoIds.supportConversationId,
      upToId: w.demoIds.supportMessageId,
    });
    const after = await countsOf(w.adminToken);
    expect(after).toEqual({ ...before, deposits: 0, feedback: 0, supportChats: 0 });
  });

  it("answers only the queues the operator's role may view", async () => {
    expect(Object.keys(await countsOf(await tokenOfRole('content')))).toEqual(['pointRedeems', 'feedback']);
    expect(Object.keys(await countsOf(await tokenOfRole('support')))).toEqual([
      'deposits',
      'withdrawals',
      'adjustments',
      'kyc',
      'pointRedeems',
      'feedback',
      'supportChats',
    ]);
    const finance = await countsOf(await tokenOfRole('finance'));
    expect(Object.keys(finance)).toEqual([
      'deposits',
      'withdrawals',
      'adjustments',
      'kyc',
      'riskAlerts',
      'pointRedeems',
    ]);
    expect(finance.withdrawals).toBe(2);
    // Read-only sees every queue but the identity documents (kyc.view is not a plain viewing right).
    expect(Object.keys(await countsOf(await tokenOfRole('read-only')))).not.toContain('kyc');
  });

  it("never counts another merchant's queues", async () => {
    const rival = await countsOf(w.rival.token);
    expect(Object.values(rival).every((count) => count === 0)).toBe(true);
    expect(Object.keys(rival)).toHaveLength(8);
  });

  it('refuses a caller without an operator session', async () => {
    const response = await t.app.inject({ method: 'GET', url: getConsoleAttention.path });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
  });
});
