import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customOperatorRoles, merchants, operatorSessions, operators } from '../../db/schema/index.ts';
import type { HeldRoleColumns } from './held-role.ts';

/** The custom role columns read beside an operator (left-joined on `operators.custom_role_id`, decision 0068). */
const customRoleColumns = {
  customRoleName: customOperatorRoles.name,
  customRolePermissions: customOperatorRoles.permissions,
};

const customRoleOfOperator = eq(customOperatorRoles.id, operators.customRoleId);

/** An operator row with its custom role's name and permissions, as `heldRole` reads them. */
export function roleColumnsOf(row: {
  operator: typeof operators.$inferSelect;
  customRoleName: string | null;
  customRolePermissions: string[] | null;
}): HeldRoleColumns {
  return {
    role: row.operator.role,
    customRoleId: row.operator.customRoleId,
    customRoleName: row.customRoleName,
    customRolePermissions: row.customRolePermissions,
  };
}

export async function findOperatorForLogin(db: Db, merchantId: number, username: string) {
  const rows = await db
    .select({ operator: operators, ...customRoleColumns })
    .from(operators)
    .leftJoin(customOperatorRoles, customRoleOfOperator)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, username)))
    .limit(1);
  return rows[0];
}

export async function insertOperatorSession(db: Db, row: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(row);
}

/** Finds a live session and slides its expiry in the same statement. */
export async function touchOperatorSession(db: Db, tokenHash: string, ttlMs: number) {
  const rows = await db
    .update(operatorSessions)
    .set({ expiresAt: sql`now() + ${`${Math.round(ttlMs / 1000)} seconds`}::interval` })
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ operatorId: operatorSessions.operatorId });
  const session = rows[0];
  if (!session) return undefined;
  // The custom role is read in the same statement on every call: an edited role applies at once, at no extra query.
  const found = await db
    .select({ operator: operators, merchantCode: merchants.code, ...customRoleColumns })
    .from(operators)
    .innerJoin(merchants, eq(merchants.id, operators.merchantId))
    .leftJoin(customOperatorRoles, customRoleOfOperator)
    .where(and(eq(operators.id, session.operatorId), eq(operators.status, 'active')))
    .limit(1);
  return found[0];
}

/** Which of these session token hashes are still live (not revoked, not expired); it slides no expiry. */
export async function findLiveOperatorTokenHashes(db: Db, tokenHashes: string[]): Promise<string[]> {
  if (tokenHashes.length === 0) return [];
  const rows = await db
    .select({ tokenHash: operatorSessions.tokenHash })
    .from(operatorSessions)
    .where(
      and(
        inArray(operatorSessions.tokenHash, tokenHashes),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.tokenHash);
}

export async function revokeOperatorSession(db: Db, tokenHash: string) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

export async function findOperatorById(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
    .limit(1);
  return rows[0];
}

export async function listOperatorRows(db: Db, merchantId: number) {
  return db
    .select({ operator: operators, ...customRoleColumns })
    .from(operators)
    .leftJoin(customOperatorRoles, customRoleOfOperator)
    .where(eq(operators.merchantId, merchantId))
    .orderBy(asc(operators.username));
}

export type OperatorTotpPatch = Partial<
  Pick<typeof operators.$inferInsert, 'totpSecret' | 'totpPendingSecret' | 'totpEnabled'>
>;

export async function updateOperatorTotp(db: Db, merchantId: number, id: number, patch: OperatorTotpPatch) {
  await db
    .update(operators)
    .set(patch)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)));
}
