import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { captchas } from '../../db/schema/index.ts';

export async function insertCaptcha(
  db: Db,
  row: { id: string; merchantId: number; answerHash: string; ttlMs: number },
): Promise<void> {
  await db.insert(captchas).values({
    id: row.id,
    merchantId: row.merchantId,
    answerHash: row.answerHash,
    expiresAt: sql`now() + ${row.ttlMs}::double precision * interval '1 millisecond'`,
  });
}

/** Marks an unused captcha of the merchant used and returns its hash and whether it was still live. */
export async function useCaptcha(db: Db, merchantId: number, id: string) {
  const rows = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), eq(captchas.merchantId, merchantId), isNull(captchas.usedAt)))
    .returning({ answerHash: captchas.answerHash, live: sql<boolean>`${captchas.expiresAt} > now()` });
  return rows[0];
}

export async function deleteCaptchasExpiredBefore(db: Db, ageMs: number): Promise<number> {
  const rows = await db
    .delete(captchas)
    .where(lt(captchas.expiresAt, sql`now() - ${ageMs}::double precision * interval '1 millisecond'`))
    .returning({ id: captchas.id });
  return rows.length;
}
