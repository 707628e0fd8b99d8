import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customOperatorRoles, operators } from '../../db/schema/index.ts';

export type CustomRoleRow = typeof customOperatorRoles.$inferSelect;

/** The merchant's custom roles by name, each with how many of its operators hold it. */
export async function listCustomRoleRows(db: Db, merchantId: number) {
  const holders = db
    .select({ roleId: operators.customRoleId, holders: count().as('holders') })
    .from(operators)
    .where(eq(operators.merchantId, merchantId))
    .groupBy(operators.customRoleId)
    .as('holders');
  return db
    .select({ role: customOperatorRoles, holders: holders.holders })
    .from(customOperatorRoles)
    .leftJoin(holders, eq(holders.roleId, customOperatorRoles.id))
    .where(eq(customOperatorRoles.merchantId, merchantId))
    .orderBy(asc(sql`lower(${customOperatorRoles.name})`));
}

export async function insertCustomRole(db: Db, row: typeof customOperatorRoles.$inferInsert) {
  const [created] = await db.insert(customOperatorRoles).values(row).returning();
  if (!created) throw new Error('role not inserted');
  return created;
}

/**
 * One custom role of the merchant, locked: `update` while it is edited or deleted, `share` while an operator is
 * given it (so a delete can't slip between the check and the assignment).
 */
export async function lockCustomRole(db: Db, merchantId: number, id: number, strength: 'update' | 'share') {
  const rows = await db
    .select()
    .from(customOperatorRoles)
    .where(and(eq(customOperatorRoles.merchantId, merchantId), eq(customOperatorRoles.id, id)))
    .for(strength);
  return rows[0];
}

export async function updateCustomRole(
  db: Db,
  id: number,
  patch: Pick<typeof customOperatorRoles.$inferInsert, 'name' | 'description' | 'permissions'>,
) {
  const [row] = await db
    .update(customOperatorRoles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(customOperatorRoles.id, id))
    .returning();
  if (!row) throw new Error('role not updated');
  return row;
}

export async function countRoleHolders(db: Db, id: number) {
  const rows = await db.select({ holders: count() }).from(operators).where(eq(operators.customRoleId, id));
  return rows[0]?.holders ?? 0;
}

export async function deleteCustomRole(db: Db, id: number) {
  await db.delete(customOperatorRoles).where(eq(customOperatorRoles.id, id));
}
