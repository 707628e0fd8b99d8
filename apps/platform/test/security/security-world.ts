import {
  createPromotion,
  signUpRequestReward,
  answerConsoleFeedback,
  approveWithdrawal,
  createCannedReply,
  uploadKycDocument,
  sendChatMessage,
  bindBankAccount,
  createAdjustment,
  getCaptcha,
  getTransactionHistory,
  listMemberSessions,
  payWithdrawal,
  login,
  requestWithdrawal,
  sendFeedback,
  submitDeposit,
  updateWithdrawalSettings,
  getAdjustmentSettings,
  updateAdjustmentSettings,
  sendOperatorMessage,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { asc, eq } from 'drizzle-orm';
import {
  banners,
  customOperatorRoles,
  feedback,
  helpEntries,
  memberMessages,
  notices,
  operators,
  paymentChannels,
  riskAlerts,
  seamlessProviders,
} from '../../src/db/schema/index.ts';
import { apiClient } from '../api-clients.ts';
import { insertGame, insertVendor } from '../catalog-factories.ts';
import type { TestApp } from '../create-test-app.ts';
import { createMerchant } from '../factories.ts';
import { moneyHelpers, newRequestId } from '../money-helpers.ts';
import { loginDemoOperator, loginOperator } from '../operator-session.ts';
import { approveAsSecondOwner } from '../second-owner.ts';
import { pngProof } from './hostile-files.ts';

/** The members who try to reach the victim's things, besides an anonymous caller. */
export const memberActorNames = ['playerB', 'agent', 'subAgent', 'unrelatedAgent', 'trial'] as const;
export type MemberActorName = (typeof memberActorNames)[number];

export interface SignedInMember {
  id: number;
  username: string;
  token: string;
  client: ApiClient;
}

/** Payment password of every member of the world. */
export const worldPaymentPassword = '246810';

async function firstId(query: Promise<Array<{ id: number }>>, what: string): Promise<number> {
  const [row] = await query;
  if (!row) throw new Error(`no ${what} in the demo seed`);
  return Number(row.id);
}

/**
 * The scene of the authorization matrix on the demo merchant: a victim player under a sub-agent under an agent,
 * another player, an unrelated agent and a trial account, all funded and signed in; the victim owns one of each
 * thing a member can own (a deposit with its proof, a ledger entry, a message, a session, a bank account, a
 * withdrawal), and the merchant has one of each thing an operator edits. A second merchant has its own operator.
 */
async function pendingProtectionChangeId(admin: ApiClient): Promise<number> {
  const { dualApprovalThreshold } = await admin.call(getAdjustmentSettings, {});
  const { pendingChange } = await admin.call(updateAdjustmentSettings, {
    dualApprovalThreshold: dualApprovalThreshold + 1,
  });
  if (!pendingChange) throw new Error('a raised threshold should wait for a second owner');
  return pendingChange.id;
}

export async function buildSecurityWorld(t: TestApp, baseUrl: string) {
  const money = moneyHelpers(t, baseUrl);
  const demo = await money.merchantOf('demo');
  const adminToken = await loginDemoOperator(t.app);
  const admin = apiClient(baseUrl, { token: adminToken });
  // Withdrawals in this world need no turnover first (a loosened protection: the second owner approves it).
  const noTurnover = await admin.call(updateWithdrawalSettings, {
    depositTurnoverMultiplier: 0,
    bonusTurnoverMultiplier: 0,
  });
  await approveAsSecondOwner(t.app, noTurnover.pendingChange);

  async function member(username: string, type: number, upline: string | null): Promise<SignedInMember> {
    const row = await money.addMember(username, type, upline);
    if (type !== 4) await money.fund(username, 50_000n);
    await money.setPaymentPassword(username, worldPaymentPassword);
    const { token } = await apiClient(baseUrl).call(login, { username, password: 'Demo1234' });
    const client = apiClient(baseUrl, { token });
    return { id: row.id, username, token, client };
  }

  const agent = await member('secagent', 1, null);
  const subAgent = await member('secsubagent', 2, 'secagent');
  const victim = await member('victima', 0, 'secsubagent');
  const actors: Record<MemberActorName, SignedInMember> = {
    agent,
    subAgent,
    playerB: await member('secplayerb', 0, null),
    unrelatedAgent: await member('seclone', 1, null),
    trial: await member('sectrial', 4, null),
  };

  const deposit = await victim.client.call(submitDeposit, {
    channelCode: 'banco-demo',
    amount: 250,
    reference: 'REF-VICTIMA',
    proof: pngProof,
  });
  const bankAccount = await victim.client.call(bindBankAccount, {
    payeeName: 'Victima Uno',
    bankName: 'Banco Victima',
    accountNumber: '9876543210',
    paymentPassword: worldPaymentPassword,
  });
  const withdraw = () =>
    victim.client.call(requestWithdrawal, {
      amount: 20,
      bankAccountId: bankAccount.id,
      paymentPassword: worldPaymentPassword,
    });
  // One pending, one approved and one paid withdrawal: each console decision meets a withdrawal it could take.
  const pendingWithdrawal = await withdraw();
  const approvedWithdrawal = await withdraw();
  await admin.call(approveWithdrawal, { withdrawalId: approvedWithdrawal.id });
  const paidWithdrawal = await withdraw();
  await admin.call(approveWithdrawal, { withdrawalId: paidWithdrawal.id });
  await admin.call(payWithdrawal, { withdrawalId: paidWithdrawal.id });
  const history = await victim.client.call(getTransactionHistory, {});
  const entryId = history.list[0]?.entryId;
  if (!entryId) throw new Error('the victim has no ledger entry');
  for (const content of ['Feedback de la victima', 'Otro feedback de la victima']) {
    const { captchaId } = await victim.client.call(getCaptcha, {});
    await victim.client.call(sendFeedback, { type: 3, content, captchaId, captcha: 'TEAM' });
  }
  const [answeredFeedback, openFeedback] = await t.db
    .select({ id: feedback.id })
    .from(feedback)
    .where(eq(feedback.memberId, victim.id))
    .orderBy(asc(feedback.id));
  if (!answeredFeedback || !openFeedback) throw new Error('the victim sent no feedback');
  await admin.call(answerConsoleFeedback, { id: answeredFeedback.id, answer: 'Respuesta para la victima' });
  const sessions = await victim.client.call(listMemberSessions, {});
  const sessionId = sessions[0]?.sessionId;
  if (!sessionId) throw new Error('the victim has no session');
  const messageId = await firstId(
    t.db.select({ id: memberMessages.id }).from(memberMessages).where(eq(memberMessages.memberId, victim.id)),
    'message',
  );
  // An operator message for the victim, scheduled for tomorrow (so still cancellable).
  const operatorMessage = await admin.call(sendOperatorMessage, {
    audience: { kind: 'player', username: 'victima' },
    subject: 'Mensaje para la victima',
    body: 'Mensaje para la victima',
    sendAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const adjustment = await admin.call(createAdjustment, {
    memberId: victim.id,
    direction: 'credit',
    amount: 5_000,
    reasonCode: 'goodwill',
    note: 'pending: above the dual-approval threshold',
    requestId: newRequestId(),
  });

  // The victim's support chat, with an image, and a canned reply of the demo merchant.
  const chatMessage = await victim.client.call(sendChatMessage, { text: 'Chat de la victima', image: pngProof });
  const cannedReply = await admin.call(createCannedReply, { title: 'Saludo', text: 'Hola, ¿en qué le ayudo?' });
  // One of the victim's identity documents, pending review.
  const kycDocument = await victim.client.call(uploadKycDocument, {
    kind: 'id_front',
    fileName: 'id-front.png',
    ...pngProof,
  });

  // A sign-up reward of the demo merchant, claimed by the victim: its promotion and its bonus.
  const promotion = await admin.call(createPromotion, {
    kind: 'signup_reward',
    category: 'welcome',
    texts: { ES: { title: 'Bienvenida', summary: '', rules: '' } },
    art: 'sunrise',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    budget: 100,
    amount: 5,
    wageringMultiplier: 10,
    expiryHours: 72,
  });
  const { claim } = await victim.client.call(signUpRequestReward, { promotionId: promotion.id });
  // An open risk alert on the victim, as the rules' evaluation (12_risk.sql) raises them.
  const [riskAlert] = await t.db
    .insert(riskAlerts)
    .values({ merchantId: demo.id, memberId: victim.id, rule: 'large_deposit', windowStart: '2026-01-01', detail: {} })
    .returning();
  if (!riskAlert) throw new Error('risk alert not stored');

  const vendor = await insertVendor(t.db, demo.id, { vassalage: 'SECV', gameType: 'RNG', displayName: 'Sec vendor' });
  const game = await insertGame(t.db, vendor, { gameCode: 'sec-game', name: 'Sec game' });

  const [customRole] = await t.db
    .insert(customOperatorRoles)
    .values({ merchantId: demo.id, name: 'Sec role', permissions: ['session', 'members.view'] })
    .returning();
  if (!customRole) throw new Error('custom role not stored');

  const byMerchant = <T extends { merchantId: unknown }>(table: T) => eq(table.merchantId as never, demo.id);
  const demoIds = {
    memberId: victim.id,
    /** The victim's top agent (the console's per-agent summary). */
    agentId: agent.id,
    depositId: deposit.id,
    pendingWithdrawalId: pendingWithdrawal.id,
    approvedWithdrawalId: approvedWithdrawal.id,
    paidWithdrawalId: paidWithdrawal.id,
    adjustmentId: adjustment.id,
    feedbackId: openFeedback.id,
    supportConversationId: chatMessage.conversationId,
    supportMessageId: chatMessage.id,
    cannedReplyId: cannedReply.id,
    kycDocumentId: kycDocument.id,
    promotionId: promotion.id,
    bonusId: claim.bonusId,
    riskAlertId: riskAlert.id,
    vendorId: vendor.id,
    nodeId: game.nodeId,
    channelId: await firstId(
      t.db.select({ id: paymentChannels.id }).from(paymentChannels).where(byMerchant(paymentChannels)),
      'channel',
    ),
    bannerId: await firstId(t.db.select({ id: banners.id }).from(banners).where(byMerchant(banners)), 'banner'),
    noticeId: await firstId(t.db.select({ id: notices.id }).from(notices).where(byMerchant(notices)), 'notice'),
    helpEntryId: await firstId(
      t.db.select({ id: helpEntries.id }).from(helpEntries).where(byMerchant(helpEntries)),
      'help entry',
    ),
    /** A change that loosens a protection, waiting for a second owner. */
    protectionChangeId: await pendingProtectionChangeId(admin),
    operatorMessageId: operatorMessage.id,
    /** A custom operator role of the demo merchant (decision 0068). */
    customRoleId: customRole.id,
    operatorId: await firstId(
      t.db.select({ id: operators.id }).from(operators).where(byMerchant(operators)),
      'operator',
    ),
    providerId: await firstId(
      t.db.select({ id: seamlessProviders.id }).from(seamlessProviders).where(byMerchant(seamlessProviders)),
      'provider',
    ),
  };

  // The rival's owner: the most a role can do, so every refusal below is about the merchant, not the role.
  const rivalOwner = { username: 'rivalboss', password: 'Rival#2026', role: 'owner' } as const;
  await createMerchant(t.db, { code: 'rival', operator: rivalOwner });
  const rivalToken = await loginOperator(t.app, { merchantCode: 'rival', ...rivalOwner });
  const [rivalOperator] = await t.db.select().from(operators).where(eq(operators.username, 'rivalboss'));
  if (!rivalOperator) throw new Error('rival operator missing');

  return {
    money,
    demo,
    admin,
    adminToken,
    victim: {
      ...victim,
      depositId: deposit.id,
      bankAccountId: bankAccount.id,
      paidWithdrawalId: paidWithdrawal.id,
      entryId,
      messageId,
      sessionId,
      bonusId: claim.bonusId,
    },
    actors,
    demoIds,
    rival: {
      token: rivalToken,
      client: apiClient(baseUrl, { token: rivalToken }),
      merchantId: rivalOperator.merchantId,
    },
    /** Texts only the victim's data holds (its username first): an answer to anyone else that has one leaked it. */
    victimMarkers: ['victima', 'REF-VICTIMA', '9876543210', 'Banco Victima', 'Respuesta para la victima'],
    /** Texts only the demo merchant's data holds, for answers to another merchant's operator. */
    demoMarkers: ['victima', 'REF-VICTIMA', '9876543210', 'banco-demo', 'jugador1', 'Sec vendor'],
  };
}

export type SecurityWorld = Awaited<ReturnType<typeof buildSecurityWorld>>;
