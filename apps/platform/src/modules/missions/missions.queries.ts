import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface MissionRow {
  id: number;
  merchantId: number;
  titles: Record<string, string>;
  period: 'daily' | 'weekly' | 'once';
  goal: 'rounds' | 'wager' | 'deposit' | 'login_streak' | 'referral';
  gameType: string;
  target: bigint;
  rewardKind: 'points' | 'bonus' | 'cash';
  rewardAmount: bigint;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
}

interface RawMission {
  id: number;
  merchant_id: number;
  titles: Record<string, string>;
  period: MissionRow['period'];
  goal: MissionRow['goal'];
  game_type: string;
  target: string;
  reward_kind: MissionRow['rewardKind'];
  reward_amount: string;
  starts_at: string | Date;
  ends_at: string | Date;
  active: boolean;
}

const toMission = (r: RawMission): MissionRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  titles: r.titles,
  period: r.period,
  goal: r.goal,
  gameType: r.game_type,
  target: BigInt(r.target),
  rewardKind: r.reward_kind,
  rewardAmount: BigInt(r.reward_amount),
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  active: r.active,
});

/** A running mission with the member's progress in its running period and whether it was claimed. */
export interface MissionProgressRow extends MissionRow {
  periodStart: string;
  periodEndAt: Date;
  progress: bigint;
  claimed: boolean;
}

/**
 * The merchant's running missions (active, inside their schedule), each with the member's progress in the
 * running period (local days of the merchant's time zone): bets placed and valid bets from the fold's per-type
 * day rows, deposits from its member day rows, the longest run of visit days, the friends invited; all read by
 * the member's keys. `missionId` narrows to one; `lock` takes the mission row for a claim.
 */
export async function missionProgress(
  db: Db,
  merchantId: number,
  memberId: number,
  missionId?: number,
): Promise<MissionProgressRow[]> {
  const rows = rowsOf<
    RawMission & { period_start: string; period_end_at: string | Date; progress: string; claimed: boolean }
  >(
    await db.execute(sql`
      with z as (
        select time_zone, (now() at time zone time_zone)::date as today from platform.merchants where id = ${merchantId}
      ), m as (
        select ms.*, z.time_zone,
          case ms.period when 'daily' then z.today
            when 'weekly' then z.today - (extract(isodow from z.today)::integer - 1)
            else (ms.starts_at at time zone z.time_zone)::date end as p_start,
          case ms.period when 'daily' then z.today + 1
            when 'weekly' then z.today - (extract(isodow from z.today)::integer - 1) + 7
            else (ms.ends_at at time zone z.time_zone)::date + 1 end as p_end
        from platform.missions ms cross join z
        where ms.merchant_id = ${merchantId} and ms.active and ms.starts_at <= now() and ms.ends_at > now()
          and (${missionId ?? null}::integer is null or ms.id = ${missionId ?? null}::integer)
      )
      select m.id, m.merchant_id, m.titles, m.period, m.goal, m.game_type, m.target, m.reward_kind, m.reward_amount,
        m.starts_at, m.ends_at, m.active, m.p_start::text as period_start,
        (m.p_end::timestamp at time zone m.time_zone) as period_end_at,
        case m.goal
          when 'rounds' then (select coalesce(sum(t.bet_count), 0) from platform.operator_member_type_day_stats t
            where t.merchant_id = m.merchant_id and t.member_id = ${memberId} and t.day >= m.p_start
              and t.day < m.p_end and (m.game_type = '' or t.game_type = m.game_type))
          when 'wager' then (select coalesce(sum(t.bets_minor), 0) from platform.operator_member_type_day_stats t
            where t.merchant_id = m.merchant_id and t.member_id = ${memberId} and t.day >= m.p_start
              and t.day < m.p_end and (m.game_type = '' or t.game_type = m.game_type))
          when 'deposit' then (select coalesce(sum(d.deposits_minor), 0) from platform.operator_member_day_stats d
            where d.merchant_id = m.merchant_id and d.member_id = ${memberId} and d.day >= m.p_start
              and d.day < m.p_end)
          when 'referral' then (select count(*) from platform.members f
            where f.referred_by = ${memberId} and f.created_at >= (m.p_start::timestamp at time zone m.time_zone)
              and f.created_at < (m.p_end::timestamp at time zone m.time_zone))
          else (select coalesce(max(run), 0) from (
            select count(*) as run from (
              select v.day - (row_number() over (order by v.day))::integer as island
              from platform.member_visit_days v
              where v.member_id = ${memberId} and v.day >= m.p_start and v.day < m.p_end
            ) days group by island) runs)
        end as progress,
        exists (select 1 from platform.mission_claims c
          where c.mission_id = m.id and c.member_id = ${memberId} and c.period_start = m.p_start) as claimed
      from m order by m.id`),
  );
  return rows.map((r) => ({
    ...toMission(r),
    periodStart: r.period_start,
    periodEndAt: new Date(r.period_end_at),
    progress: BigInt(r.progress),
    claimed: r.claimed,
  }));
}

/** Takes the claim of (mission, member, period): null when it was already taken (the unique key). */
export async function insertClaim(
  db: Db,
  claim: {
    merchantId: number;
    missionId: number;
    memberId: number;
    periodStart: string;
    progress: bigint;
    rewardKind: MissionRow['rewardKind'];
    rewardAmount: bigint;
  },
): Promise<number | null> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with claimed as (
        insert into platform.mission_claims (merchant_id, mission_id, member_id, period_start, progress, reward_kind,
            reward_amount)
          values (${claim.merchantId}, ${claim.missionId}, ${claim.memberId}, ${claim.periodStart}::date,
            ${claim.progress}, ${claim.rewardKind}, ${claim.rewardAmount})
        on conflict (mission_id, member_id, period_start) do nothing
        returning id, merchant_id, mission_id, reward_amount, claimed_at
      ), counted as (
        -- The loyalty report's day row (decision 0082), in the claim's own statement.
        insert into platform.mission_day_stats as d (mission_id, day, merchant_id, claims, reward_total)
          select c.mission_id, (c.claimed_at at time zone z.time_zone)::date, c.merchant_id, 1, c.reward_amount
          from claimed c join platform.merchants z on z.id = c.merchant_id
        on conflict (mission_id, day) do update set
          claims = d.claims + 1, reward_total = d.reward_total + excluded.reward_total
      )
      select id from claimed`),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function setClaimPayment(db: Db, claimId: number, paid: { entryId?: number; bonusId?: number }) {
  await db.execute(sql`
    update platform.mission_claims set entry_id = ${paid.entryId ?? null}, bonus_id = ${paid.bonusId ?? null}
    where id = ${claimId}`);
}

/** Records today (the merchant's local day) as a visit; answers the day and the run of days ending on it. */
export async function recordVisit(db: Db, merchantId: number, memberId: number) {
  const rows = rowsOf<{ day: string; streak: string }>(
    await db.execute(sql`
      with today as (
        select (now() at time zone time_zone)::date as day from platform.merchants where id = ${merchantId}
      ), added as (
        insert into platform.member_visit_days (member_id, day, merchant_id)
          select ${memberId}, day, ${merchantId} from today
        on conflict do nothing returning day
      )
      -- The run ending today: consecutive days share day + their rank from the newest (the insert above is not
      -- visible to this statement, so today is added by hand).
      select t.day::text as day, (
        select count(*) from (
          select v.day + (row_number() over (order by v.day desc))::integer as run
          from (select d.day from platform.member_visit_days d where d.member_id = ${memberId} and d.day < t.day
                union all select t.day) v
        ) x where x.run = t.day + 1) as streak
      from today t`),
  );
  const row = rows[0];
  if (!row) throw new Error('merchant vanished');
  return { day: row.day, streak: Number(row.streak) };
}

// ----- the console's side -----

export async function listMissions(db: Db, merchantId: number) {
  const rows = rowsOf<RawMission & { claims: string }>(
    await db.execute(sql`
      select ms.*, (select count(*) from platform.mission_claims c where c.mission_id = ms.id) as claims
      from platform.missions ms where ms.merchant_id = ${merchantId} order by ms.id desc`),
  );
  return rows.map((r) => ({ mission: toMission(r), claims: Number(r.claims) }));
}

export type MissionValues = Omit<MissionRow, 'id' | 'merchantId'>;

/** Inserts (no id) or updates the merchant's mission; null when `id` is not the merchant's. */
export async function saveMissionRow(db: Db, merchantId: number, id: number | undefined, v: MissionValues) {
  const values = sql`${JSON.stringify(v.titles)}::jsonb, ${v.period}, ${v.goal}, ${v.gameType}, ${v.target},
    ${v.rewardKind}, ${v.rewardAmount}, ${v.startsAt.toISOString()}::timestamptz, ${v.endsAt.toISOString()}::timestamptz,
    ${v.active}`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      id === undefined
        ? sql`insert into platform.missions (merchant_id, titles, period, goal, game_type, target, reward_kind,
              reward_amount, starts_at, ends_at, active) values (${merchantId}, ${values}) returning id`
        : sql`update platform.missions set (titles, period, goal, game_type, target, reward_kind, reward_amount,
              starts_at, ends_at, active) = (${values}) where id = ${id} and merchant_id = ${merchantId} returning id`,
    ),
  );
  return rows[0] ? Number(rows[0].id) : null;
}
