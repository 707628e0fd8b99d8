import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { smsCodes, type SmsCodePurpose } from '../../db/schema/index.ts';

interface CodeOwner {
  merchantId: number;
  purpose: SmsCodePurpose;
  recipient: string;
}

const openCodesOf = (owner: CodeOwner) =>
  and(
    eq(smsCodes.merchantId, owner.merchantId),
    eq(smsCodes.purpose, owner.purpose),
    eq(smsCodes.recipient, owner.recipient),
    isNull(smsCodes.usedAt),
  );

/** Stores a new code and closes every older open code of the same merchant, purpose and number. */
export async function replaceSmsCode(db: Db, owner: CodeOwner, codeHash: string, ttlMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(openCodesOf(owner));
    await tx.insert(smsCodes).values({
      ...owner,
      codeHash,
      expiresAt: sql`now() + ${ttlMs}::double precision * interval '1 millisecond'`,
    });
  });
}

/**
 * Counts one attempt on the newest open code, unless it already had `maxAttempts`; returns the code's hash
 * and whether it is still live. The row lock makes concurrent attempts count one by one.
 */
export async function countSmsAttempt(db: Db, owner: CodeOwner, maxAttempts: number) {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(openCodesOf(owner))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, sql`(${newest})`), lt(smsCodes.attempts, maxAttempts), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, live: sql<boolean>`${smsCodes.expiresAt} > now()` });
  return rows[0];
}

/** Marks a code used; false when another request used it first. */
export async function useSmsCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export async function deleteSmsCodesExpiredBefore(db: Db, ageMs: number): Promise<number> {
  const rows = await db
    .delete(smsCodes)
    .where(lt(smsCodes.expiresAt, sql`now() - ${ageMs}::double precision * interval '1 millisecond'`))
    .returning({ id: smsCodes.id });
  return rows.length;
}
