import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  members,
  operators,
  promotionApplicationImages,
  promotionApplications,
  promotionClaims,
  promotionIssues,
  promotions,
  type PromotionApplicationRow,
} from '../../db/schema/index.ts';
import type { ReviewedByMember } from './applications-state.ts';

/** The member's issues and latest application of each promotion (the listing's states, decision 0077). */
export async function reviewedByMember(db: Db, merchantId: number, memberId: number): Promise<ReviewedByMember> {
  const [issues, applications] = await Promise.all([
    db
      .select({
        promotionId: promotionIssues.promotionId,
        id: promotionIssues.id,
        status: promotionIssues.status,
        amountMinor: promotionIssues.amountMinor,
      })
      .from(promotionIssues)
      .where(and(eq(promotionIssues.merchantId, merchantId), eq(promotionIssues.memberId, memberId))),
    db
      .select({ promotionId: promotionApplications.promotionId, status: promotionApplications.status })
      .from(promotionApplications)
      .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.memberId, memberId)))
      .orderBy(asc(promotionApplications.id)),
  ]);
  return {
    issues: new Map(issues.map(({ promotionId, ...issue }) => [promotionId, issue])),
    // Ascending: the latest application of each promotion is the one kept.
    applications: new Map(applications.map(({ promotionId, status }) => [promotionId, { status }])),
  };
}

export async function insertApplication(
  db: Db,
  row: Pick<PromotionApplicationRow, 'merchantId' | 'promotionId' | 'memberId' | 'comment' | 'imageCount'>,
) {
  const [inserted] = await db
    .insert(promotionApplications)
    .values({ ...row, status: 'applying', reason: '' })
    .returning();
  if (!inserted) throw new Error('application insert answered nothing');
  return inserted;
}

export async function insertApplicationImages(
  db: Db,
  applicationId: number,
  images: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }[],
) {
  if (images.length === 0) return;
  await db.insert(promotionApplicationImages).values(
    images.map((image, index) => ({
      applicationId,
      position: index + 1,
      contentType: image.contentType,
      bytes: image.bytes,
      sizeBytes: image.bytes.length,
    })),
  );
}

/** Whether the member's application of this promotion was approved (the reward is granted once). */
export async function approvedApplicationExists(db: Db, promotionId: number, memberId: number) {
  const rows = await db
    .select({ id: promotionApplications.id })
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.promotionId, promotionId),
        eq(promotionApplications.memberId, memberId),
        eq(promotionApplications.status, 'approved'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The application, its row locked until the transaction ends (two reviewers at once queue on it). */
export async function lockApplication(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function updateApplication(
  db: Db,
  id: number,
  set: Partial<Omit<PromotionApplicationRow, 'id' | 'merchantId' | 'promotionId' | 'memberId' | 'createdAt'>>,
) {
  const [row] = await db.update(promotionApplications).set(set).where(eq(promotionApplications.id, id)).returning();
  if (!row) throw new Error('application vanished');
  return row;
}

const firstApprovers = alias(operators, 'first_approvers');
const deciders = alias(operators, 'deciders');

/** Applications with their promotion's texts and reward, the player, the reviewers and the granted amount. */
function applicationViews(db: Db) {
  return db
    .select({
      application: promotionApplications,
      texts: promotions.texts,
      reward: promotions.reward,
      username: members.username,
      firstApprover: firstApprovers.displayName,
      decidedBy: deciders.displayName,
      grantedMinor: promotionClaims.amountMinor,
    })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .leftJoin(firstApprovers, eq(firstApprovers.id, promotionApplications.firstApproverId))
    .leftJoin(deciders, eq(deciders.id, promotionApplications.decidedBy))
    .leftJoin(promotionClaims, eq(promotionClaims.id, promotionApplications.claimId));
}

export type ApplicationView = Awaited<ReturnType<ReturnType<typeof applicationViews>['execute']>>[number];

export async function findApplicationView(db: Db, merchantId: number, id: number) {
  const rows = await applicationViews(db)
    .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)))
    .limit(1);
  return rows[0];
}

export async function memberApplications(db: Db, merchantId: number, memberId: number) {
  return applicationViews(db)
    .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.memberId, memberId)))
    .orderBy(desc(promotionApplications.id))
    .limit(100);
}

const openStatuses = ['applying', 'awaiting_second_approval'] as const;

/** The queue: open applications oldest first, or those of one status newest first. */
export async function listApplications(
  db: Db,
  merchantId: number,
  status: 'open' | PromotionApplicationRow['status'],
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotionApplications.merchantId, merchantId),
    status === 'open'
      ? inArray(promotionApplications.status, [...openStatuses])
      : eq(promotionApplications.status, status),
  );
  const [rows, total] = await Promise.all([
    applicationViews(db)
      .where(where)
      .orderBy(status === 'open' ? asc(promotionApplications.id) : desc(promotionApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(promotionApplications).where(where),
  ]);
  return { rows, total: total[0]?.total ?? 0 };
}

/** One image of an application of the merchant. */
export async function findApplicationImage(db: Db, merchantId: number, applicationId: number, position: number) {
  const rows = await db
    .select({ contentType: promotionApplicationImages.contentType, bytes: promotionApplicationImages.bytes })
    .from(promotionApplicationImages)
    .innerJoin(promotionApplications, eq(promotionApplications.id, promotionApplicationImages.applicationId))
    .where(
      and(
        eq(promotionApplications.merchantId, merchantId),
        eq(promotionApplicationImages.applicationId, applicationId),
        eq(promotionApplicationImages.position, position),
      ),
    )
    .limit(1);
  return rows[0];
}
