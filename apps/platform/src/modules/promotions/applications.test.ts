import {
  applyPromotion,
  createPromotion,
  decidePromotionApplication,
  getAvailablePromotions,
  getBonusDetails,
  getMyPromotionApplications,
  getPromotionApplicationImage,
  listConsolePromotions,
  listPromotionApplications,
  login,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember } from '../../../test/factories.ts';
import {
  demoOperators,
  foreignOperatorClient,
  loginDemoOperator,
  loginOperator,
} from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';
import { png, pngPolyglot, pngProof, refusedUploads } from '../../../test/security/hostile-files.ts';
import { members } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let owner: ApiClient;
let secondOwner: ApiClient;
let merchantId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  secondOwner = apiClient(baseUrl, { token: await loginOperator(t.app, demoOperators.secondOwner) });
  merchantId = (await t.db.select().from(members).where(eq(members.username, 'jugador1')))[0]!.merchantId;
});
afterAll(() => t.close());

async function newPlayer() {
  serial += 1;
  const member = await createMember(t.db, { merchantId, username: `apply${serial}` });
  const token = (await apiClient(baseUrl).call(login, { username: member.username, password: 'Demo1234' })).token;
  return { member, token, client: apiClient(baseUrl, { token }) };
}

const hour = 3_600_000;

function applyKind(overrides: Partial<EndpointInput<typeof createPromotion>> = {}) {
  return {
    kind: 'apply',
    category: 'other',
    texts: { ES: { title: 'Cuéntanos tu gran premio', summary: 'Sube tu captura', rules: 'Una por jugador' } },
    art: 'ocean',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + 24 * hour).toISOString(),
    budget: 100,
    amount: 20,
    wageringMultiplier: 1,
    expiryHours: 72,
    ...overrides,
  } as EndpointInput<typeof createPromotion>;
}

/** What is left of a promotion's budget account (the ledger's balance). */
const budgetLeft = async (promotionId: number) =>
  (await owner.call(listConsolePromotions, {})).list.find((p) => p.id === promotionId)?.budgetLeft;

describe('apply promotions: a player applies with images, an operator approves or rejects', () => {
  it('takes two images and a comment, queues them for review, and an approval grants the reward once', async () => {
    const promotion = await owner.call(createPromotion, applyKind());
    const { client, member, token } = await newPlayer();
    const before = await client.call(getAvailablePromotions, {});
    expect(before.list.find((p) => p.id === promotion.id)?.state).toBe('join');

    const { application } = await client.call(applyPromotion, {
      promotionId: promotion.id,
      comment: 'Gané 500 en la ruleta',
      images: [pngProof, pngProof],
    });
    expect(application).toMatchObject({ status: 'applying', imageCount: 2, comment: 'Gané 500 en la ruleta' });
    const listed = await client.call(getAvailablePromotions, {});
    expect(listed.list.find((p) => p.id === promotion.id)?.state).toBe('applying');
    expect((await failureOf(client, applyPromotion, { promotionId: promotion.id })).errorCode).toBe(
      'promotion_application_pending',
    );

    const queue = await owner.call(listPromotionApplications, {});
    const queued = queue.list.find((a) => a.id === application.id);
    expect(queued).toMatchObject({ username: member.username, reward: 20, needsSecondApproval: false });
    const image = await owner.call(getPromotionApplicationImage, { applicationId: application.id, position: 2 });
    expect(image).toEqual({ contentType: 'image/png', dataBase64: png.toString('base64') });
    expect(
      (await failureOf(owner, getPromotionApplicationImage, { applicationId: application.id, position: 3 })).errorCode,
    ).toBe('not_found');

    const socket = await openSignedIn(baseUrl, token);
    const approved = await owner.call(decidePromotionApplication, {
      applicationId: application.id,
      decision: 'approve',
    });
    expect(approved.application).toMatchObject({ status: 'approved', amount: 20, decidedBy: expect.any(String) });
    // The bonus wallet's line tells the site to read the balances again (decision 0085), then the notice.
    expect(await socket.next()).toMatchObject({ type: 'resync' });
    expect(await socket.next()).toMatchObject({ type: 'notice', key: 'info_application_approved', amount: 20 });
    socket.socket.close();
    const bonuses = (await client.call(getBonusDetails, {})).list;
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ promotionId: promotion.id, amount: 20, held: 20 });
    expect(await budgetLeft(promotion.id)).toBe(80);

    // Decided once: a replayed approval and a second application grant nothing more.
    const replay = await failureOf(owner, decidePromotionApplication, {
      applicationId: application.id,
      decision: 'approve',
    });
    expect(replay.errorCode).toBe('promotion_application_decided');
    const again = await failureOf(client, applyPromotion, { promotionId: promotion.id, images: [pngProof] });
    expect(again.errorCode).toBe('promotion_already_claimed');
    expect((await client.call(getAvailablePromotions, {})).list.find((p) => p.id === promotion.id)?.state).toBe(
      'claimed',
    );
    expect(await budgetLeft(promotion.id)).toBe(80);
  });

  it('rejects with a reason the player reads, who may apply again', async () => {
    const promotion = await owner.call(createPromotion, applyKind());
    const { client, token } = await newPlayer();
    const { application } = await client.call(applyPromotion, { promotionId: promotion.id, images: [pngProof] });
    expect(
      (await failureOf(owner, decidePromotionApplication, { applicationId: application.id, decision: 'reject' }))
        .errorCode,
    ).toBe('request_param_err');
    const socket = await openSignedIn(baseUrl, token);
    await owner.call(decidePromotionApplication, {
      applicationId: application.id,
      decision: 'reject',
      reason: 'La captura no muestra el premio',
    });
    expect(await socket.next()).toMatchObject({ type: 'notice', key: 'info_application_rejected' });
    socket.socket.close();
    const mine = await client.call(getMyPromotionApplications, {});
    expect(mine.list[0]).toMatchObject({ status: 'rejected', reason: 'La captura no muestra el premio', amount: null });
    expect((await client.call(getAvailablePromotions, {})).list.find((p) => p.id === promotion.id)?.state).toBe(
      'rejected',
    );
    const second = await client.call(applyPromotion, { promotionId: promotion.id, comment: 'Otra captura' });
    expect(second.application.status).toBe('applying');
    expect(await client.call(getBonusDetails, {})).toEqual({ list: [] });
  });

  it('takes two different operators at or above the dual-approval threshold', async () => {
    // The demo's threshold for operators' grants is 1,000.00 (the manual adjustments' one).
    const promotion = await owner.call(createPromotion, applyKind({ amount: 1000, budget: 5000 }));
    const { client } = await newPlayer();
    const { application } = await client.call(applyPromotion, { promotionId: promotion.id, images: [pngProof] });
    const first = await owner.call(decidePromotionApplication, { applicationId: application.id, decision: 'approve' });
    expect(first.application).toMatchObject({ status: 'awaiting_second_approval', needsSecondApproval: true });
    expect(await client.call(getBonusDetails, {})).toEqual({ list: [] });
    expect((await client.call(getAvailablePromotions, {})).list.find((p) => p.id === promotion.id)?.state).toBe(
      'applying',
    );
    const same = await failureOf(owner, decidePromotionApplication, {
      applicationId: application.id,
      decision: 'approve',
    });
    expect(same.errorCode).toBe('withdrawal_same_approver');
    const second = await secondOwner.call(decidePromotionApplication, {
      applicationId: application.id,
      decision: 'approve',
    });
    expect(second.application).toMatchObject({ status: 'approved', amount: 1000, firstApprover: expect.any(String) });
    expect((await client.call(getBonusDetails, {})).list[0]).toMatchObject({ amount: 1000 });
  });

  it('refuses bad input clearly and grants nothing', async () => {
    const promotion = await owner.call(createPromotion, applyKind());
    const { client } = await newPlayer();
    const long = await failureOf(client, applyPromotion, { promotionId: promotion.id, comment: 'x'.repeat(141) });
    expect(long.errorCode).toBe('request_param_err');
    expect(long.fields?.[0]?.field).toBe('comment');
    const four = await failureOf(client, applyPromotion, {
      promotionId: promotion.id,
      images: [pngProof, pngProof, pngProof, pngProof],
    });
    expect(four.errorCode).toBe('request_param_err');
    for (const upload of [
      ...refusedUploads,
      { name: 'a polyglot', contentType: 'image/png' as const, bytes: pngPolyglot },
      { name: 'a png declared as jpeg', contentType: 'image/jpeg' as const, bytes: png },
    ]) {
      if (upload.bytes.length === 0) continue; // an empty base64 string is refused by the schema itself
      const refused = await failureOf(client, applyPromotion, {
        promotionId: promotion.id,
        images: [pngProof, { contentType: upload.contentType, dataBase64: upload.bytes.toString('base64') }],
      });
      expect(refused.errorCode, upload.name).toBe('promotion_application_image_invalid');
      expect(refused.fields?.[0]?.field, upload.name).toBe('images.1');
    }
    const signUp = await owner.call(createPromotion, applyKind({ kind: 'signup_reward' }));
    expect((await failureOf(client, applyPromotion, { promotionId: signUp.id })).errorCode).toBe('promotion_not_found');
    const ended = await owner.call(createPromotion, applyKind({ startsAt: new Date(Date.now() + hour).toISOString() }));
    expect((await failureOf(client, applyPromotion, { promotionId: ended.id })).errorCode).toBe('promotion_not_open');
    const poor = await owner.call(createPromotion, applyKind({ budget: 10, amount: 20 }));
    expect((await failureOf(client, applyPromotion, { promotionId: poor.id })).errorCode).toBe(
      'promotion_budget_exhausted',
    );
    expect((await client.call(getMyPromotionApplications, {})).list).toEqual([]);
  });

  it("keeps each merchant's applications its own", async () => {
    const promotion = await owner.call(createPromotion, applyKind());
    const { client } = await newPlayer();
    const { application } = await client.call(applyPromotion, { promotionId: promotion.id, images: [pngProof] });
    const rival = await foreignOperatorClient(t, baseUrl);
    expect((await rival.call(listPromotionApplications, {})).list).toEqual([]);
    expect(
      (await failureOf(rival, getPromotionApplicationImage, { applicationId: application.id, position: 1 })).errorCode,
    ).toBe('not_found');
    expect(
      (await failureOf(rival, decidePromotionApplication, { applicationId: application.id, decision: 'approve' }))
        .errorCode,
    ).toBe('not_found');
  });
});
