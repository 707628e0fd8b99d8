import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { promotions, type PromotionRow } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ReferralState = 'pending' | 'qualified' | 'rewarded' | 'refused' | 'expired';
export type ReferralRefusal = 'shared_ip' | 'shared_device' | 'shared_payee' | 'limit_reached';

export interface ReferralRulesRow {
  enabled: boolean;
  promotionId: number | null;
  rewardKind: 'cash' | 'bonus';
  rewardMinor: bigint;
  minFirstDepositMinor: bigint;
  minValidBetsMinor: bigint;
  withinDays: number;
  maxRewardedFriends: number;
}

/** What a merchant without rules has: off, nothing to pay. */
export const rulesOff: ReferralRulesRow = {
  enabled: false,
  promotionId: null,
  rewardKind: 'cash',
  rewardMinor: 0n,
  minFirstDepositMinor: 0n,
  minValidBetsMinor: 0n,
  withinDays: 30,
  maxRewardedFriends: 10,
};

interface RawRules {
  enabled: boolean;
  promotion_id: number | null;
  reward_kind: 'cash' | 'bonus';
  reward_minor: string;
  min_first_deposit_minor: string;
  min_valid_bets_minor: string;
  within_days: number;
  max_rewarded_friends: number;
}

const toRules = (r: RawRules): ReferralRulesRow => ({
  enabled: r.enabled,
  promotionId: r.promotion_id === null ? null : Number(r.promotion_id),
  rewardKind: r.reward_kind,
  rewardMinor: BigInt(r.reward_minor),
  minFirstDepositMinor: BigInt(r.min_first_deposit_minor),
  minValidBetsMinor: BigInt(r.min_valid_bets_minor),
  withinDays: Number(r.within_days),
  maxRewardedFriends: Number(r.max_rewarded_friends),
});

export async function findRules(db: Db, merchantId: number): Promise<ReferralRulesRow> {
  const [row] = rowsOf<RawRules>(
    await db.execute(sql`select * from platform.referral_rules where merchant_id = ${merchantId}`),
  );
  return row ? toRules(row) : rulesOff;
}

export async function saveRulesRow(db: Db, merchantId: number, r: ReferralRulesRow) {
  await db.execute(sql`
    insert into platform.referral_rules (merchant_id, enabled, promotion_id, reward_kind, reward_minor,
      min_first_deposit_minor, min_valid_bets_minor, within_days, max_rewarded_friends, updated_at)
    values (${merchantId}, ${r.enabled}, ${r.promotionId}, ${r.rewardKind}, ${r.rewardMinor},
      ${r.minFirstDepositMinor}, ${r.minValidBetsMinor}, ${r.withinDays}, ${r.maxRewardedFriends}, now())
    on conflict (merchant_id) do update set enabled = excluded.enabled, promotion_id = excluded.promotion_id,
      reward_kind = excluded.reward_kind, reward_minor = excluded.reward_minor,
      min_first_deposit_minor = excluded.min_first_deposit_minor,
      min_valid_bets_minor = excluded.min_valid_bets_minor, within_days = excluded.within_days,
      max_rewarded_friends = excluded.max_rewarded_friends, updated_at = now()`);
}

/** The merchant's promotion of this id (the rules' paying budget), or undefined. */
export async function findPayingPromotion(
  db: Db,
  merchantId: number,
  promotionId: number,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, promotionId)))
    .limit(1);
  return row;
}

/** A friend who joined with a referrer's code, recorded in the friend's registration transaction. */
export async function insertReferral(
  db: Db,
  row: { friendId: number; merchantId: number; referrerId: number; joinedAt: Date },
) {
  await db.execute(sql`
    insert into platform.referrals (friend_id, merchant_id, referrer_id, joined_at)
    values (${row.friendId}, ${row.merchantId}, ${row.referrerId}, ${row.joinedAt.toISOString()}::timestamptz)
    on conflict (friend_id) do nothing`);
}

/** The friend's first credited deposit; later deposits leave it as it is. */
export async function noteFirstDepositRow(db: Db, friendId: number, amountMinor: bigint, at: Date) {
  await db.execute(sql`
    update platform.referrals set first_deposit_minor = ${amountMinor}, first_deposit_at = ${at.toISOString()}::timestamptz
    where friend_id = ${friendId} and first_deposit_minor is null`);
}

export async function setReferralCode(db: Db, memberId: number, code: string) {
  const rows = rowsOf<{ referral_code: string }>(
    await db.execute(sql`
      update platform.members set referral_code = ${code}
      where id = ${memberId} and referral_code is null returning referral_code`),
  );
  return rows[0]?.referral_code ?? null;
}

export async function referralCodeOf(db: Db, memberId: number): Promise<string | null> {
  const [row] = rowsOf<{ referral_code: string | null }>(
    await db.execute(sql`select referral_code from platform.members where id = ${memberId}`),
  );
  return row?.referral_code ?? null;
}

export async function countInvitations(db: Db, referrerId: number): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from platform.referrals where referrer_id = ${referrerId}`),
  );
  return Number(row?.n ?? 0);
}

export interface FriendRow {
  friendId: number;
  friendUsername: string;
  referrerId: number;
  referrerUsername: string;
  joinedAt: Date;
  firstDepositMinor: bigint | null;
  validBetsMinor: bigint;
  state: ReferralState;
  reason: ReferralRefusal | null;
  rewardKind: 'cash' | 'bonus' | null;
  rewardMinor: bigint;
  rewardedAt: Date | null;
}

interface RawFriend {
  friend_id: string;
  friend_username: string;
  referrer_id: string;
  referrer_username: string;
  joined_at: string | Date;
  first_deposit_minor: string | null;
  valid_bets_minor: string;
  state: ReferralState;
  reason: ReferralRefusal | null;
  reward_kind: 'cash' | 'bonus' | null;
  reward_minor: string;
  rewarded_at: string | Date | null;
  total: string;
}

const toFriend = (r: RawFriend): FriendRow => ({
  friendId: Number(r.friend_id),
  friendUsername: r.friend_username,
  referrerId: Number(r.referrer_id),
  referrerUsername: r.referrer_username,
  joinedAt: new Date(r.joined_at),
  firstDepositMinor: r.first_deposit_minor === null ? null : BigInt(r.first_deposit_minor),
  validBetsMinor: BigInt(r.valid_bets_minor),
  state: r.state,
  reason: r.reason,
  rewardKind: r.reward_kind,
  rewardMinor: BigInt(r.reward_minor),
  rewardedAt: r.rewarded_at === null ? null : new Date(r.rewarded_at),
});

/** Referrals newest first, of one referrer or of the whole merchant (optionally in one state), with the total. */
export async function listReferralRows(
  db: Db,
  filter: { merchantId: number; referrerId?: number; state?: ReferralState },
  page: { offset: number; limit: number },
): Promise<{ rows: FriendRow[]; total: number }> {
  const raw = rowsOf<RawFriend>(
    await db.execute(sql`
      select r.friend_id, f.username as friend_username, r.referrer_id, p.username as referrer_username,
        r.joined_at, r.first_deposit_minor, r.valid_bets_minor, r.state, r.reason, r.reward_kind, r.reward_minor,
        r.rewarded_at, count(*) over () as total
      from platform.referrals r
      join platform.members f on f.id = r.friend_id
      join platform.members p on p.id = r.referrer_id
      where r.merchant_id = ${filter.merchantId}
        ${filter.referrerId === undefined ? sql`` : sql`and r.referrer_id = ${filter.referrerId}`}
        ${filter.state === undefined ? sql`` : sql`and r.state = ${filter.state}`}
      order by r.joined_at desc, r.friend_id desc
      offset ${page.offset} limit ${page.limit}`),
  );
  return { rows: raw.map(toFriend), total: Number(raw[0]?.total ?? 0) };
}

export async function rewardedTotal(db: Db, referrerId: number): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await db.execute(sql`
      select coalesce(sum(reward_minor), 0)::text as total from platform.referrals
      where referrer_id = ${referrerId} and state = 'rewarded'`),
  );
  return BigInt(row?.total ?? 0);
}

/** The open referrals (pending or qualified) of merchants whose rules are on, oldest first. */
export async function openReferrals(db: Db, limit: number): Promise<{ friendId: number; merchantId: number }[]> {
  const rows = rowsOf<{ friend_id: string; merchant_id: number }>(
    await db.execute(sql`
      select r.friend_id, r.merchant_id from platform.referrals r
      join platform.referral_rules x on x.merchant_id = r.merchant_id and x.enabled
      where r.state in ('pending', 'qualified')
      order by r.evaluated_at nulls first, r.friend_id
      limit ${limit}`),
  );
  return rows.map((r) => ({ friendId: Number(r.friend_id), merchantId: Number(r.merchant_id) }));
}

export interface OpenReferral {
  friendId: number;
  merchantId: number;
  referrerId: number;
  state: ReferralState;
  firstDepositMinor: bigint | null;
  /** The first deposit arrived inside the window. */
  depositInWindow: boolean;
  /** Valid bets of the friend's local days inside the window, from the fold's member day rows. */
  validBetsMinor: bigint;
  windowOver: boolean;
}

/**
 * One open referral, locked for its evaluation, with the friend's figures: the first deposit and the valid bets
 * of the local days from the joining day through the window's last day (at most `within_days` fold rows).
 */
export async function lockOpenReferral(db: Db, friendId: number, withinDays: number): Promise<OpenReferral | null> {
  const [row] = rowsOf<{
    friend_id: string;
    merchant_id: number;
    referrer_id: string;
    state: ReferralState;
    first_deposit_minor: string | null;
    deposit_in_window: boolean | null;
    valid_bets: string;
    window_over: boolean;
  }>(
    await db.execute(sql`
      with r as (
        select r.*, m.time_zone, r.joined_at + make_interval(days => ${withinDays}) as window_end
        from platform.referrals r join platform.merchants m on m.id = r.merchant_id
        where r.friend_id = ${friendId} and r.state in ('pending', 'qualified')
        for update of r
      )
      select r.friend_id, r.merchant_id, r.referrer_id, r.state, r.first_deposit_minor,
        r.first_deposit_at < r.window_end as deposit_in_window,
        (select coalesce(sum(s.bets_minor), 0) from platform.operator_member_day_stats s
          where s.merchant_id = r.merchant_id and s.member_id = r.friend_id
            and s.day >= (r.joined_at at time zone r.time_zone)::date
            and s.day <= (r.window_end at time zone r.time_zone)::date)::text as valid_bets,
        now() >= r.window_end as window_over
      from r`),
  );
  if (!row) return null;
  return {
    friendId: Number(row.friend_id),
    merchantId: Number(row.merchant_id),
    referrerId: Number(row.referrer_id),
    state: row.state,
    firstDepositMinor: row.first_deposit_minor === null ? null : BigInt(row.first_deposit_minor),
    depositInWindow: row.deposit_in_window === true,
    validBetsMinor: BigInt(row.valid_bets),
    windowOver: row.window_over,
  };
}

/**
 * Whether the friend and the referrer share a sign-in IP (or the registration IP), a device (a session's user
 * agent, as the risk rules read it) or a payee name (profile or bank account); the first found, else null.
 */
export async function sharedTrait(db: Db, friendId: number, referrerId: number): Promise<ReferralRefusal | null> {
  const [row] = rowsOf<{ ip: boolean; device: boolean; payee: boolean }>(
    await db.execute(sql`
      with ips as (
        select member_id, ip from platform.member_known_ips where member_id in (${friendId}, ${referrerId})
        union select id, register_ip from platform.members
          where id in (${friendId}, ${referrerId}) and register_ip is not null and register_ip <> ''
      ), agents as (
        select distinct member_id, user_agent from platform.member_sessions
        where member_id in (${friendId}, ${referrerId}) and user_agent <> ''
      ), payees as (
        select id as member_id, lower(trim(payee_name)) as payee from platform.members
          where id in (${friendId}, ${referrerId}) and coalesce(trim(payee_name), '') <> ''
        union select member_id, lower(trim(payee_name)) from platform.member_bank_accounts
          where member_id in (${friendId}, ${referrerId}) and coalesce(trim(payee_name), '') <> ''
      )
      select
        exists (select 1 from ips a join ips b on a.ip = b.ip
          where a.member_id = ${friendId} and b.member_id = ${referrerId}) as ip,
        exists (select 1 from agents a join agents b on a.user_agent = b.user_agent
          where a.member_id = ${friendId} and b.member_id = ${referrerId}) as device,
        exists (select 1 from payees a join payees b on a.payee = b.payee
          where a.member_id = ${friendId} and b.member_id = ${referrerId}) as payee`),
  );
  if (row?.ip) return 'shared_ip';
  if (row?.device) return 'shared_device';
  if (row?.payee) return 'shared_payee';
  return null;
}

/** How many friends of the referrer were rewarded (the referrer's row is locked first by the caller). */
export async function countRewarded(db: Db, referrerId: number): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select count(*)::text as n from platform.referrals where referrer_id = ${referrerId} and state = 'rewarded'`),
  );
  return Number(row?.n ?? 0);
}

/** Takes the referrer's member row: one referrer's rewards are decided one at a time (the limit holds). */
export async function lockReferrer(db: Db, referrerId: number) {
  await db.execute(sql`select id from platform.members where id = ${referrerId} for update`);
}

export async function updateReferral(
  db: Db,
  friendId: number,
  change: {
    state: ReferralState;
    reason?: ReferralRefusal | null;
    validBetsMinor: bigint;
    reward?: { kind: 'cash' | 'bonus'; amountMinor: bigint; entryId: number | null; bonusId: number | null };
  },
) {
  const reward = change.reward;
  await db.execute(sql`
    update platform.referrals set state = ${change.state}, reason = ${change.reason ?? null},
      valid_bets_minor = ${change.validBetsMinor}, evaluated_at = now()
      ${
        reward
          ? sql`, reward_kind = ${reward.kind}, reward_minor = ${reward.amountMinor}, entry_id = ${reward.entryId},
              bonus_id = ${reward.bonusId}, rewarded_at = now()`
          : sql``
      }
    where friend_id = ${friendId}`);
}
