import {
  claimIssuedPromotion,
  createPromotion,
  getAvailablePromotions,
  getBonusDetails,
  getUnappliedExtraRewardClaimList,
  issuePromotion,
  listConsolePromotions,
  listPromotionIssues,
  login,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';
import { members } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let owner: ApiClient;
let merchantId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  merchantId = (await t.db.select().from(members).where(eq(members.username, 'jugador1')))[0]!.merchantId;
});
afterAll(() => t.close());

async function newPlayer() {
  serial += 1;
  const member = await createMember(t.db, { merchantId, username: `issued${serial}` });
  const token = (await apiClient(baseUrl).call(login, { username: member.username, password: 'Demo1234' })).token;
  return { member, token, client: apiClient(baseUrl, { token }) };
}

const hour = 3_600_000;

function issuedKind(overrides: Partial<EndpointInput<typeof createPromotion>> = {}) {
  return {
    kind: 'issued',
    category: 'other',
    texts: { ES: { title: 'Regalo de fidelidad', summary: 'Para ti', rules: 'Apuesta 3 veces' } },
    art: 'emerald',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + 24 * hour).toISOString(),
    budget: 100,
    amount: 15,
    wageringMultiplier: 3,
    expiryHours: 72,
    ...overrides,
  } as EndpointInput<typeof createPromotion>;
}

const budgetLeft = async (promotionId: number) =>
  (await owner.call(listConsolePromotions, {})).list.find((p) => p.id === promotionId)?.budgetLeft;

describe('issued promotions: the operator issues, each issued player claims once', () => {
  it('issues to a list, shows the reward to those players only, and a claim pays once', async () => {
    const promotion = await owner.call(createPromotion, issuedKind());
    const a = await newPlayer();
    const b = await newPlayer();
    const outsider = await newPlayer();
    const socket = await openSignedIn(baseUrl, a.token);
    const issued = await owner.call(issuePromotion, {
      promotionId: promotion.id,
      audience: { kind: 'list', usernames: [a.member.username, b.member.username] },
      note: 'Clientes fieles',
    });
    expect(issued).toEqual({ issued: 2, skipped: 0 });
    expect(await socket.next()).toMatchObject({ type: 'notice', key: 'info_reward_issued' });
    socket.socket.close();
    // Issued again: nobody gets it twice.
    expect(
      await owner.call(issuePromotion, {
        promotionId: promotion.id,
        audience: { kind: 'player', username: a.member.username },
      }),
    ).toEqual({ issued: 0, skipped: 1 });

    const feed = await a.client.call(getUnappliedExtraRewardClaimList, {});
    expect(feed.list).toEqual([expect.objectContaining({ promotionId: promotion.id, amount: 15 })]);
    expect((await a.client.call(getAvailablePromotions, {})).list.find((p) => p.id === promotion.id)?.state).toBe(
      'issued',
    );
    expect((await outsider.client.call(getAvailablePromotions, {})).list.some((p) => p.id === promotion.id)).toBe(
      false,
    );
    expect((await failureOf(outsider.client, claimIssuedPromotion, {})).errorCode).toBe('promotion_nothing_issued');

    // Two claims at once: one grant.
    const results = await Promise.allSettled([
      a.client.call(claimIssuedPromotion, { promotionId: promotion.id }),
      a.client.call(claimIssuedPromotion, { promotionId: promotion.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.errorCode).toBe('promotion_already_claimed');
    expect((await a.client.call(getBonusDetails, {})).list).toEqual([
      expect.objectContaining({ promotionId: promotion.id, amount: 15 }),
    ]);
    expect((await a.client.call(getUnappliedExtraRewardClaimList, {})).list).toEqual([]);
    expect((await a.client.call(getAvailablePromotions, {})).list.find((p) => p.id === promotion.id)?.state).toBe(
      'claimed',
    );

    // The recorded call without parameters claims the oldest waiting reward.
    const { claim } = await b.client.call(claimIssuedPromotion, {});
    expect(claim).toMatchObject({ promotionId: promotion.id, amount: 15, kind: 'issued' });
    expect(await budgetLeft(promotion.id)).toBe(70);

    const issues = await owner.call(listPromotionIssues, { promotionId: promotion.id });
    expect(issues.list.map((i) => [i.username, i.status, i.note])).toEqual([
      [b.member.username, 'claimed', 'Clientes fieles'],
      [a.member.username, 'claimed', 'Clientes fieles'],
    ]);
  });

  it('issues a custom amount, refuses it above what the budget holds at the claim, and names unknown players', async () => {
    const promotion = await owner.call(createPromotion, issuedKind({ budget: 50 }));
    const rich = await newPlayer();
    await owner.call(issuePromotion, {
      promotionId: promotion.id,
      audience: { kind: 'player', username: rich.member.username },
      amount: 60,
    });
    expect((await failureOf(rich.client, claimIssuedPromotion, {})).errorCode).toBe('promotion_budget_exhausted');
    expect(await budgetLeft(promotion.id)).toBe(50);

    const unknown = await failureOf(owner, issuePromotion, {
      promotionId: promotion.id,
      audience: { kind: 'list', usernames: ['nadie-aqui'] },
    });
    expect(unknown.errorCode).toBe('request_param_err');
    expect(unknown.fields?.[0]).toMatchObject({ field: 'audience.usernames', reason: 'unknown_usernames' });
    const signUp = await owner.call(createPromotion, issuedKind({ kind: 'signup_reward' }));
    expect(
      (
        await failureOf(owner, issuePromotion, {
          promotionId: signUp.id,
          audience: { kind: 'player', username: rich.member.username },
        })
      ).errorCode,
    ).toBe('promotion_not_found');
    for (const amount of [-5, 0, 1.234]) {
      const bad = await failureOf(owner, issuePromotion, {
        promotionId: promotion.id,
        audience: { kind: 'player', username: rich.member.username },
        amount: amount as unknown as bigint,
      });
      expect(bad.errorCode, String(amount)).toBe('request_param_err');
    }
    const rival = await foreignOperatorClient(t, baseUrl, 'rival2');
    expect(
      (
        await failureOf(rival, issuePromotion, {
          promotionId: promotion.id,
          audience: { kind: 'everyone' },
        })
      ).errorCode,
    ).toBe('promotion_not_found');
  });
});
