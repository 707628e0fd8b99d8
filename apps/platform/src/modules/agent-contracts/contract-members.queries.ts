import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members } from '../../db/schema/index.ts';

/** A member of the merchant by id (a contract's agent or upline), if any. */
export async function findMemberForContract(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
    .limit(1);
  return row;
}
