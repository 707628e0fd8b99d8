import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { operatorSessions, operators } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorAccountPatch = Partial<
  Pick<typeof operators.$inferInsert, 'role' | 'status' | 'passwordHash' | 'mustChangePassword' | 'allowedCidrs'>
>;

/** The merchant's operators with their newest session's start (their last sign-in). */
export async function listOperatorAccountRows(db: Db, merchantId: number) {
  const lastSignIns = db
    .select({ operatorId: operatorSessions.operatorId, lastSignInAt: max(operatorSessions.createdAt).as('last') })
    .from(operatorSessions)
    .where(eq(operatorSessions.merchantId, merchantId))
    .groupBy(operatorSessions.operatorId)
    .as('last_sign_ins');
  return db
    .select({ operator: operators, lastSignInAt: lastSignIns.lastSignInAt })
    .from(operators)
    .leftJoin(lastSignIns, eq(lastSignIns.operatorId, operators.id))
    .where(eq(operators.merchantId, merchantId))
    .orderBy(asc(operators.username));
}

export async function insertOperatorAccount(db: Db, row: typeof operators.$inferInsert) {
  const [created] = await db.insert(operators).values(row).returning();
  if (!created) throw new Error('operator not inserted');
  return created;
}

/** One operator of the merchant, its row locked until the transaction ends. */
export async function lockOperatorAccount(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
    .for('update');
  return rows[0];
}

/**
 * How many active owners the merchant keeps besides `exceptId`. Every owner row is locked first, so two owners
 * demoting each other at once can't both pass the check.
 */
export async function countOtherActiveOwners(db: Db, merchantId: number, exceptId: number) {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, merchantId),
        eq(operators.role, 'owner'),
        eq(operators.status, 'active'),
        ne(operators.id, exceptId),
      ),
    )
    .for('update');
  return rows.length;
}

export async function updateOperatorAccount(db: Db, merchantId: number, id: number, patch: OperatorAccountPatch) {
  const [row] = await db
    .update(operators)
    .set(patch)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
    .returning();
  if (!row) throw new Error('operator not updated');
  return row;
}

/** Ends every live session of an operator, but `keepTokenHash` (the caller's own) when given. */
export async function revokeOperatorSessions(db: Db, operatorId: number, keepTokenHash?: string) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        keepTokenHash === undefined ? undefined : ne(operatorSessions.tokenHash, keepTokenHash),
      ),
    );
}

export async function lastSignInOf(db: Db, operatorId: number) {
  const rows = await db
    .select({ at: max(operatorSessions.createdAt) })
    .from(operatorSessions)
    .where(eq(operatorSessions.operatorId, operatorId));
  return rows[0]?.at ?? null;
}
