import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

export async function insertResetToken(db: Db, row: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(row);
}

/** Uses a live token once; answers its member id, or undefined when unknown, used or expired. */
export async function useResetToken(db: Db, merchantId: number, tokenHash: string) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.merchantId, merchantId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return rows[0]?.memberId;
}
