import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members, operators, promotionIssues, promotions } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Issues a promotion to every member of the merchant the audience holds (an SQL condition on a member aliased
 * `mm`) and `contactable` lets through; a member already issued it is skipped. Answers how many were issued and
 * how many of the audience were skipped (already issued, or under a time-out or self-exclusion).
 */
export async function issueToAudience(
  db: Db,
  issue: { merchantId: number; promotionId: number; amountMinor: bigint; note: string; issuedBy: number },
  audience: SQL,
  contactable: SQL,
) {
  const [matched] = rowsOf<{ total: number }>(
    await db.execute(sql`
      select count(*)::int as total from platform.members mm
      where mm.merchant_id = ${issue.merchantId} and (${audience})`),
  );
  const inserted = rowsOf<{ member_id: number | string }>(
    await db.execute(sql`
      insert into platform.promotion_issues (merchant_id, promotion_id, member_id, amount_minor, note, issued_by)
      select mm.merchant_id, ${issue.promotionId}, mm.id, ${issue.amountMinor.toString()}::bigint, ${issue.note},
        ${issue.issuedBy}
      from platform.members mm
      where mm.merchant_id = ${issue.merchantId} and (${audience}) and (${contactable})
      on conflict (promotion_id, member_id) do nothing
      returning member_id`),
  );
  return { memberIds: inserted.map((r) => Number(r.member_id)), skipped: (matched?.total ?? 0) - inserted.length };
}

export async function listIssues(
  db: Db,
  merchantId: number,
  promotionId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(promotionIssues.merchantId, merchantId), eq(promotionIssues.promotionId, promotionId));
  const [rows, total] = await Promise.all([
    db
      .select({ issue: promotionIssues, username: members.username, issuedBy: operators.displayName })
      .from(promotionIssues)
      .innerJoin(members, eq(members.id, promotionIssues.memberId))
      .innerJoin(operators, eq(operators.id, promotionIssues.issuedBy))
      .where(where)
      .orderBy(desc(promotionIssues.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(promotionIssues).where(where),
  ]);
  return { rows, total: total[0]?.total ?? 0 };
}

/** The member's issued, unclaimed rewards of promotions open at `now`, oldest first. */
export async function claimableIssues(db: Db, merchantId: number, memberId: number, now: Date) {
  return db
    .select({ issue: promotionIssues, promotion: promotions })
    .from(promotionIssues)
    .innerJoin(promotions, eq(promotions.id, promotionIssues.promotionId))
    .where(
      and(
        eq(promotionIssues.merchantId, merchantId),
        eq(promotionIssues.memberId, memberId),
        eq(promotionIssues.status, 'issued'),
        eq(promotions.status, 'active'),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
      ),
    )
    .orderBy(asc(promotionIssues.id));
}

/**
 * The member's issue to claim, its row locked until the transaction ends (a concurrent claim waits, then finds it
 * claimed): the one named, or the one of the promotion named, else the oldest unclaimed one.
 */
export async function lockMemberIssue(
  db: Db,
  merchantId: number,
  memberId: number,
  which: { issuedId?: number | undefined; promotionId?: number | undefined },
) {
  const rows = await db
    .select()
    .from(promotionIssues)
    .where(
      and(
        eq(promotionIssues.merchantId, merchantId),
        eq(promotionIssues.memberId, memberId),
        which.issuedId === undefined ? undefined : eq(promotionIssues.id, which.issuedId),
        which.promotionId === undefined ? undefined : eq(promotionIssues.promotionId, which.promotionId),
        which.issuedId === undefined && which.promotionId === undefined
          ? eq(promotionIssues.status, 'issued')
          : undefined,
      ),
    )
    .orderBy(asc(promotionIssues.id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function markIssueClaimed(db: Db, id: number, claimId: number, at: Date) {
  await db.update(promotionIssues).set({ status: 'claimed', claimId, claimedAt: at }).where(eq(promotionIssues.id, id));
}
