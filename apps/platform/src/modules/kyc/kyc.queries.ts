import type { KycDocumentKind, KycDocumentStatus } from '@ficha/contract';
import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deposits, kycDocumentFiles, kycDocuments, kycRules, members, operators } from '../../db/schema/index.ts';
import type { KycRuleSet } from './kyc-rules.ts';

export async function findKycRules(db: Db, merchantId: number) {
  const rows = await db.select().from(kycRules).where(eq(kycRules.merchantId, merchantId)).limit(1);
  return rows[0];
}

export async function upsertKycRules(db: Db, merchantId: number, rules: KycRuleSet) {
  await db
    .insert(kycRules)
    .values({ merchantId, ...rules })
    .onConflictDoUpdate({ target: kycRules.merchantId, set: { ...rules, updatedAt: new Date() } });
}

export type KycDocumentInsert = typeof kycDocuments.$inferInsert;

/** A document row and its bytes, in the caller's transaction. */
export async function insertKycDocument(tx: Db, values: KycDocumentInsert, bytes: Buffer) {
  const [row] = await tx.insert(kycDocuments).values(values).returning();
  if (!row) throw new Error('kyc document not stored');
  await tx.insert(kycDocumentFiles).values({ documentId: row.id, bytes });
  return row;
}

/** Where each state is, on `today` (`YYYY-MM-DD`): expired is an approved document past its expiry day. */
function statusIs(status: KycDocumentStatus, today: string): SQL | undefined {
  const unexpired = or(isNull(kycDocuments.expiresOn), gte(kycDocuments.expiresOn, today));
  if (status === 'approved') return and(eq(kycDocuments.status, 'approved'), unexpired);
  if (status === 'expired') return and(eq(kycDocuments.status, 'approved'), lt(kycDocuments.expiresOn, today));
  return eq(kycDocuments.status, status);
}

/** The kinds of the member's approved, unexpired documents. */
export async function validDocumentKinds(db: Db, memberId: number, today: string): Promise<Set<KycDocumentKind>> {
  const rows = await db
    .selectDistinct({ kind: kycDocuments.kind })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.memberId, memberId), statusIs('approved', today)));
  return new Set(rows.map((r) => r.kind));
}

/** The sum of the member's approved deposits, in minor units. */
export async function lifetimeDepositsMinor(db: Db, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amountMinor}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'approved')));
  return BigInt(row?.total ?? '0');
}

/** A document with its member's username and its reviewer's name. */
const documentView = {
  document: kycDocuments,
  username: members.username,
  reviewedBy: operators.username,
};

export type KycDocumentView = {
  document: typeof kycDocuments.$inferSelect;
  username: string;
  reviewedBy: string | null;
};

function viewQuery(db: Db) {
  return db
    .select(documentView)
    .from(kycDocuments)
    .innerJoin(members, eq(members.id, kycDocuments.memberId))
    .leftJoin(operators, eq(operators.id, kycDocuments.reviewedByOperatorId));
}

/** The member's documents, newest first. */
export async function listMemberDocumentViews(db: Db, merchantId: number, memberId: number) {
  return viewQuery(db)
    .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.memberId, memberId)))
    .orderBy(desc(kycDocuments.id));
}

export interface KycDocumentFilter {
  status?: KycDocumentStatus | undefined;
  username?: string | undefined;
  today: string;
}

/** The merchant's documents: pending ones first, oldest first (the queue), then the rest newest first. */
export async function searchDocumentViews(
  db: Db,
  merchantId: number,
  filter: KycDocumentFilter,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(kycDocuments.merchantId, merchantId),
    filter.status ? statusIs(filter.status, filter.today) : undefined,
    filter.username ? eq(members.username, filter.username) : undefined,
  );
  const [rows, totals] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(
        desc(sql`${kycDocuments.status} = 'pending'`),
        sql`case when ${kycDocuments.status} = 'pending' then ${kycDocuments.id} else -${kycDocuments.id} end`,
      )
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(kycDocuments)
      .innerJoin(members, eq(members.id, kycDocuments.memberId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findDocumentView(db: Db, merchantId: number, documentId: number) {
  const rows = await viewQuery(db)
    .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.id, documentId)))
    .limit(1);
  return rows[0];
}

/** Closes a pending document (approve or reject); undefined when it is not pending any more. */
export async function closePendingDocument(
  tx: Db,
  merchantId: number,
  documentId: number,
  patch: Pick<KycDocumentInsert, 'status' | 'rejectReason' | 'expiresOn' | 'reviewedByOperatorId'>,
) {
  const rows = await tx
    .update(kycDocuments)
    .set({ ...patch, reviewedAt: new Date() })
    .where(
      and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.id, documentId), eq(kycDocuments.status, 'pending')),
    )
    .returning();
  return rows[0];
}

export async function findDocumentFile(db: Db, documentId: number) {
  const rows = await db
    .select({ bytes: kycDocumentFiles.bytes })
    .from(kycDocumentFiles)
    .where(eq(kycDocumentFiles.documentId, documentId))
    .limit(1);
  return rows[0]?.bytes;
}
