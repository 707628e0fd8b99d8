import { and, asc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customOperatorRoles, operatorSessions, operators } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorAccountPatch = Partial<
  Pick<
    typeof operators.$inferInsert,
    'role' | 'customRoleId' | 'status' | 'passwordHash' | 'mustChangePassword' | 'allowedCidrs'
  >
>;

/**
 * A merchant's own operators: the platform's super-operators (decision 0069) sign in beside the default merchant's
 * staff but are not theirs to list, demote, deactivate or reset. An operator with a custom role has no built-in
 * role (null), and is the merchant's own.
 */
const ownOperators = (merchantId: number) =>
  and(eq(operators.merchantId, merchantId), or(isNull(operators.role), ne(operators.role, 'platform')));

/** An operator row with the name of its custom role (null with a built-in role). */
export interface OperatorWithRoleName {
  operator: OperatorRow;
  customRoleName: string | null;
}

/** The merchant's operators with their custom role's name and their newest session's start (last sign-in). */
export async function listOperatorAccountRows(db: Db, merchantId: number) {
  const lastSignIns = db
    .select({ operatorId: operatorSessions.operatorId, lastSignInAt: max(operatorSessions.createdAt).as('last') })
    .from(operatorSessions)
    .where(eq(operatorSessions.merchantId, merchantId))
    .groupBy(operatorSessions.operatorId)
    .as('last_sign_ins');
  return db
    .select({ operator: operators, customRoleName: customOperatorRoles.name, lastSignInAt: lastSignIns.lastSignInAt })
    .from(operators)
    .leftJoin(customOperatorRoles, eq(customOperatorRoles.id, operators.customRoleId))
    .leftJoin(lastSignIns, eq(lastSignIns.operatorId, operators.id))
    .where(ownOperators(merchantId))
    .orderBy(asc(operators.username));
}

export async function insertOperatorAccount(db: Db, row: typeof operators.$inferInsert) {
  const [created] = await db.insert(operators).values(row).returning();
  if (!created) throw new Error('operator not inserted');
  return created;
}

/** One operator of the merchant with its custom role's name, its row locked until the transaction ends. */
export async function lockOperatorAccount(
  db: Db,
  merchantId: number,
  id: number,
): Promise<OperatorWithRoleName | undefined> {
  // The name by a scalar subquery: a join would lock the role's row too (or, with `of`, needs a bare table name).
  const rows = await db
    .select({
      operator: operators,
      customRoleName: sql<
        string | null
      >`(select r.name from ${customOperatorRoles} r where r.id = ${operators.customRoleId})`,
    })
    .from(operators)
    .where(and(ownOperators(merchantId), eq(operators.id, id)))
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
    .where(and(ownOperators(merchantId), eq(operators.id, id)))
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
