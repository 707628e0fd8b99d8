import {
  approveDeposit,
  createPromotion,
  getInvitedFriends,
  getReferralDetails,
  getReferralRules,
  getCaptcha,
  listAuditLog,
  listReferrals,
  registerMember,
  saveReferralRules,
  submitDeposit,
  updateMerchantSettings,
  type EndpointInput,
} from '@ficha/contract';
import { createApiClient, type ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { playSeamlessRound, seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createBonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createMerchantService } from '../merchants/merchants.service.ts';
import { createReferralService, type ReferralService } from './referrals.service.ts';

/**
 * Invite friends (issue 17, decision 0081) on the demo merchant: real registrations with the referrer's code from
 * addresses and browsers of their own, real deposits approved by an operator, real rounds through the seamless API
 * and the fold; the evaluation (the job's work, run here by the test) pays a reward once per friend.
 */
let t: TestApp;
let baseUrl: string;
let owner: ApiClient;
let f: SeamlessFixture;
let referrals: ReferralService;
let promotionId: number;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  // The job stays out of the way: the tests run the evaluation themselves.
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1', REFERRAL_EVALUATION_MS: '3600000' });
  baseUrl = await listen(t);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await owner.call(updateMerchantSettings, { modules: { REGMOBVERF3: false } });
  f = await seamlessFixture(t.db, baseUrl);
  const audit = createAuditService(t.db);
  const ledger = createLedgerService(t.db);
  referrals = createReferralService(t.db, {
    ledger,
    bonusWallet: createBonusWalletService(t.db, { ledger }),
    audit,
    merchants: createMerchantService(t.db, { audit, defaultMerchantCode: 'demo' }),
  });
  const promotion = await owner.call(createPromotion, {
    kind: 'issued',
    category: 'other',
    texts: { ES: { title: 'Invita y gana', summary: 'Premios por amigos', rules: '' } },
    art: 'emerald',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    budget: 1000,
    amount: 10,
    wageringMultiplier: 1,
    expiryHours: 72,
  } as EndpointInput<typeof createPromotion>);
  promotionId = promotion.id;
});
afterAll(() => t.close());

let serial = 0;
const rules = (overrides: Partial<EndpointInput<typeof saveReferralRules>> = {}) =>
  owner.call(saveReferralRules, {
    enabled: true,
    promotionId,
    rewardKind: 'cash',
    reward: 10,
    minFirstDeposit: 100,
    minValidBets: 5,
    withinDays: 30,
    maxRewardedFriends: 10,
    ...overrides,
  } as EndpointInput<typeof saveReferralRules>);

/** A browser of its own: an address and a user agent. */
function browser(ip: string, userAgent: string, token?: string) {
  return createApiClient({
    baseUrl,
    token: () => token,
    language: () => 'EN',
    headers: () => ({ 'X-Forwarded-For': ip, 'User-Agent': userAgent }),
  });
}

interface Player {
  id: number;
  username: string;
  client: ApiClient;
}

/** Registers a player through the site (its own address and browser unless given), optionally with a code. */
async function register(
  options: { referralCode?: string; affiliateCode?: string; ip?: string; userAgent?: string; payeeName?: string } = {},
) {
  serial += 1;
  const ip = options.ip ?? `198.18.${Math.floor(serial / 200)}.${(serial % 200) + 1}`;
  const userAgent = options.userAgent ?? `TestBrowser/${serial}`;
  const visitor = browser(ip, userAgent);
  const { captchaId } = await visitor.call(getCaptcha, {});
  const username = `refp${serial}x${Math.floor(Math.random() * 1e5)}`.slice(0, 16);
  const { token } = await visitor.call(registerMember, {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    captchaId,
    captcha: 'team',
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    ...(options.payeeName ? { payeeName: options.payeeName } : {}),
    ...(options.affiliateCode ? { affiliateCode: options.affiliateCode } : {}),
  } as EndpointInput<typeof registerMember>);
  const [row] = rowsOf<{ id: number }>(
    await t.db.execute(sql`select id from platform.members where username = ${username}`),
  );
  return { id: Number(row!.id), username, client: browser(ip, userAgent, token) };
}

async function codeOf(player: Player) {
  const details = await player.client.call(getReferralDetails, { autoGenerate: 'true' });
  return details.referralCode!;
}

/** A bank deposit the friend asks for and the operator approves (the deposit path notes the first one). */
async function deposit(player: Player, amount: number) {
  const asked = await player.client.call(submitDeposit, {
    channelCode: 'banco-demo',
    amount,
    reference: `REF-${serial}`,
    proof: { contentType: 'image/png', dataBase64: png },
  } as EndpointInput<typeof submitDeposit>);
  await owner.call(approveDeposit, { depositId: asked.id });
}

/** Rounds of `stake` each through the seamless API, taken in by the fold. */
async function play(player: Player, stake: number) {
  const playerId = await f.authenticate(player.id);
  await playSeamlessRound(f, playerId, 'slot-classic', 0, true, stake);
  await foldAllMemberStats(t.db);
}

const walletOf = (player: Player) => f.balanceOf(player.id);
const entriesWithKey = async (key: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from platform.journal_entries where idempotency_key = ${key}`),
  )[0]!.n;
const referralOf = async (friend: Player) =>
  rowsOf<{ state: string; reason: string | null; reward_minor: string; first_deposit_minor: string | null }>(
    await t.db.execute(sql`
      select state, reason, reward_minor::text, first_deposit_minor::text from platform.referrals
      where friend_id = ${friend.id}`),
  )[0];

/** A friend of `referrer` who meets the default rules (a 150.00 deposit, 5.00 of valid bets). */
async function qualifiedFriend(referrer: Player, options: Parameters<typeof register>[0] = {}) {
  const friend = await register({ referralCode: await codeOf(referrer), ...options });
  await deposit(friend, 150);
  await play(friend, 5);
  return friend;
}

describe('referral details and the member code', () => {
  it('makes a code only when asked, keeps it, and counts the friends who joined with it', async () => {
    const a = await register();
    await t.db.execute(sql`update platform.members set referral_code = null where id = ${a.id}`);
    expect(await a.client.call(getReferralDetails, {})).toMatchObject({ referralCode: null, totalInvitations: 0 });
    const made = await a.client.call(getReferralDetails, { autoGenerate: 'true' });
    expect(made.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(made.promotionDomains).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect((await a.client.call(getReferralDetails, { autoGenerate: 'true' })).referralCode).toBe(made.referralCode);

    await register({ referralCode: made.referralCode!.toLowerCase() });
    await register({ referralCode: made.referralCode! });
    expect((await a.client.call(getReferralDetails, {})).totalInvitations).toBe(2);
    const friends = await a.client.call(getInvitedFriends, {});
    expect(friends.friends).toHaveLength(2);
    expect(friends.friends[0]).toMatchObject({ state: 'pending', reward: 0, rewardedAt: null });
    expect(friends.friends[0]!.maskedName).toMatch(/^re\*\*\*.$/);
  });

  it('keeps agent invitations apart: a friend may come under an agent and be a player’s referral at once', async () => {
    const a = await register();
    const friend = await register({ referralCode: await codeOf(a), affiliateCode: 'AGENTE3' });
    const [row] = rowsOf<{ upline: string; referrer: string }>(
      await t.db.execute(sql`
        select u.username as upline, r.referrer_id::text as referrer from platform.members m
        join platform.members u on u.id = m.upline_id
        join platform.referrals r on r.friend_id = m.id where m.id = ${friend.id}`),
    );
    expect(row).toEqual({ upline: 'agente3', referrer: String(a.id) });

    const visitor = browser('198.19.0.1', 'Agent/1');
    const { captchaId } = await visitor.call(getCaptcha, {});
    const error = await failureOf(visitor, registerMember, {
      username: `refbad${Math.floor(Math.random() * 1e6)}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captchaId,
      captcha: 'team',
      referralCode: 'ZZZZ9999',
    } as EndpointInput<typeof registerMember>);
    expect(error.errorCode).toBe('invitation_code_error');
    expect(error.fields).toEqual([{ field: 'referralCode', reason: 'invitation_code_error' }]);
  });

  it('refuses a bad autoGenerate value with a clear error', async () => {
    const a = await register();
    const error = await failureOf(a.client, getReferralDetails, { autoGenerate: 'yes' as 'true' });
    expect(error).toMatchObject({ errorCode: 'request_param_err', status: 400 });
  });
});

describe('rules', () => {
  it('refuses bad rules with field errors and keeps the rules as they were', async () => {
    const before = await owner.call(getReferralRules, {});
    for (const [field, value] of [
      ['reward', 0],
      ['reward', -5],
      ['reward', 1.005],
      ['minFirstDeposit', 'ten'],
      ['minValidBets', -1],
      ['withinDays', 0],
      ['withinDays', 1.5],
      ['maxRewardedFriends', 0],
      ['rewardKind', 'points'],
    ] as const) {
      const error = await failureOf(owner, saveReferralRules, {
        enabled: true,
        promotionId,
        rewardKind: 'cash',
        reward: 10,
        minFirstDeposit: 100,
        minValidBets: 5,
        withinDays: 30,
        maxRewardedFriends: 10,
        [field]: value,
      } as never);
      expect(error.errorCode, `${field}=${value}`).toBe('request_param_err');
      expect(error.fields?.map((e) => e.field)).toContain(field);
    }
    const unknown = await failureOf(owner, saveReferralRules, {
      enabled: true,
      promotionId: 999_999,
      rewardKind: 'cash',
      reward: 10,
      minFirstDeposit: 100,
      minValidBets: 0,
      withinDays: 30,
      maxRewardedFriends: 10,
    } as EndpointInput<typeof saveReferralRules>);
    expect(unknown.errorCode).toBe('promotion_not_found');
    expect(await owner.call(getReferralRules, {})).toEqual(before);
  });

  it('saves the rules, audited, and the site reads them', async () => {
    const saved = await rules();
    expect(saved).toMatchObject({ enabled: true, promotionId, reward: 10, minFirstDeposit: 100, minValidBets: 5 });
    const audit = await owner.call(listAuditLog, { action: 'referral.rules' });
    expect(audit.list[0]).toMatchObject({ action: 'referral.rules' });
    const a = await register();
    expect((await a.client.call(getInvitedFriends, {})).rules).toMatchObject({ enabled: true, reward: 10 });
    expect((await a.client.call(getReferralDetails, {})).enabled).toBe(true);
  });
});

describe('qualification and the reward', () => {
  it('waits for the deposit and the bets, then pays the referrer once from the promotion budget', async () => {
    await rules();
    const a = await register();
    const friend = await register({ referralCode: await codeOf(a) });
    const before = await walletOf(a);

    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('waiting');
    await deposit(friend, 150);
    expect((await referralOf(friend))?.first_deposit_minor).toBe('15000');
    // A later deposit does not replace the first.
    await deposit(friend, 300);
    expect((await referralOf(friend))?.first_deposit_minor).toBe('15000');
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('waiting');

    await play(friend, 5);
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('rewarded');
    expect(await walletOf(a)).toBe(before + 10_00n);
    expect(await entriesWithKey(`referral:${friend.id}`)).toBe(1);

    // Evaluated again (the job's next run), nothing more is paid.
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('none');
    await referrals.evaluateOpen();
    expect(await walletOf(a)).toBe(before + 10_00n);

    const seen = await a.client.call(getInvitedFriends, {});
    expect(seen.totalRewarded).toBe(10);
    expect(seen.friends[0]).toMatchObject({ state: 'rewarded', reward: 10 });
    const listed = await owner.call(listReferrals, { state: 'rewarded' });
    expect(listed.list.find((r) => r.friendId === friend.id)).toMatchObject({
      referrerUsername: a.username,
      friendUsername: friend.username,
      firstDeposit: 150,
      validBets: 5,
      reward: 10,
      rewardKind: 'cash',
      reason: null,
    });
  });

  it('pays once when two evaluations of the same friend run at the same time', async () => {
    await rules();
    const a = await register();
    const friend = await qualifiedFriend(a);
    const before = await walletOf(a);
    const outcomes = await Promise.all([
      referrals.evaluate(friend.id, f.merchant.id),
      referrals.evaluate(friend.id, f.merchant.id),
      referrals.evaluateOpen(),
    ]);
    const [first, second, run] = outcomes;
    expect([first, second].filter((o) => o === 'rewarded').length + run.rewarded).toBe(1);
    expect(await walletOf(a)).toBe(before + 10_00n);
    expect(await entriesWithKey(`referral:${friend.id}`)).toBe(1);
  });

  it('pays a bonus with the promotion’s terms when the rules say so', async () => {
    await rules({ rewardKind: 'bonus', reward: 7 });
    const a = await register();
    const friend = await qualifiedFriend(a);
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('rewarded');
    const bonuses = rowsOf<{ amount: string }>(
      await t.db.execute(
        sql`select amount_minor::text as amount from platform.member_bonuses where member_id = ${a.id}`,
      ),
    );
    expect(bonuses).toEqual([{ amount: '700' }]);
  });
});

describe('abuse checks and limits', () => {
  it('refuses the reward when the friend shares an IP, a device or a payee name with the referrer', async () => {
    await rules();
    const a = await register({ ip: '198.51.100.77', userAgent: 'Phone/A', payeeName: 'Ana Pérez' });
    const before = await walletOf(a);
    const sameIp = await qualifiedFriend(a, { ip: '198.51.100.77' });
    const sameDevice = await qualifiedFriend(a, { userAgent: 'Phone/A' });
    const samePayee = await qualifiedFriend(a, { payeeName: ' ana pérez ' });
    for (const friend of [sameIp, sameDevice, samePayee])
      expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('refused');
    expect((await referralOf(sameIp))?.reason).toBe('shared_ip');
    expect((await referralOf(sameDevice))?.reason).toBe('shared_device');
    expect((await referralOf(samePayee))?.reason).toBe('shared_payee');
    expect(await walletOf(a)).toBe(before);

    const refused = await owner.call(listReferrals, { state: 'refused' });
    expect(
      refused.list.filter((r) => r.referrerId === a.id).map((r) => [r.friendUsername, r.reason, r.reward]),
    ).toEqual([
      [samePayee.username, 'shared_payee', 0],
      [sameDevice.username, 'shared_device', 0],
      [sameIp.username, 'shared_ip', 0],
    ]);
    const seen = await a.client.call(getInvitedFriends, {});
    expect(seen.friends.map((x) => x.state)).toEqual(['refused', 'refused', 'refused']);
  });

  it('rewards at most the rules’ number of friends per referrer', async () => {
    await rules({ maxRewardedFriends: 1 });
    const a = await register();
    const first = await qualifiedFriend(a);
    const second = await qualifiedFriend(a);
    expect(await referrals.evaluate(first.id, f.merchant.id)).toBe('rewarded');
    expect(await referrals.evaluate(second.id, f.merchant.id)).toBe('refused');
    expect((await referralOf(second))?.reason).toBe('limit_reached');
  });

  it('pays nothing while the rules are off, and pays once they are on again', async () => {
    await rules({ enabled: false });
    const a = await register();
    const friend = await qualifiedFriend(a);
    const before = await walletOf(a);
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('none');
    await referrals.evaluateOpen();
    expect((await referralOf(friend))?.state).toBe('pending');
    expect(await walletOf(a)).toBe(before);
    expect((await a.client.call(getReferralDetails, {})).enabled).toBe(false);

    await rules();
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('rewarded');
    expect(await walletOf(a)).toBe(before + 10_00n);
  });

  it('lets a friend expire when the days to qualify ran out', async () => {
    await rules();
    const a = await register();
    const friend = await register({ referralCode: await codeOf(a) });
    await t.db.execute(
      sql`update platform.referrals set joined_at = now() - interval '31 days' where friend_id = ${friend.id}`,
    );
    await deposit(friend, 150);
    await play(friend, 5);
    // The deposit came after the window: no reward, and the friend can no longer qualify.
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('expired');
    expect((await referralOf(friend))?.state).toBe('expired');
  });

  it('keeps a qualified friend waiting while the budget is short, and pays once it is topped up', async () => {
    await rules({ reward: 5000 });
    const a = await register();
    const friend = await qualifiedFriend(a);
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('budget');
    expect((await referralOf(friend))?.state).toBe('qualified');
    await rules({ reward: 10 });
    expect(await referrals.evaluate(friend.id, f.merchant.id)).toBe('rewarded');
    expect(await entriesWithKey(`referral:${friend.id}`)).toBe(1);
  });
});
