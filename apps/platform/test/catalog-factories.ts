import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { games, gameVendors, merchants, type GameRow, type GameVendorRow } from '../src/db/schema/index.ts';

export async function merchantIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  if (!row) throw new Error(`no merchant ${code}`);
  return row.id;
}

/** A vendor as a provider sync would create it (vassalage = provider code unless given). */
export async function insertVendor(
  db: Db,
  merchantId: number,
  fields: { vassalage: string; gameType: string } & Partial<typeof gameVendors.$inferInsert>,
): Promise<GameVendorRow> {
  const [row] = await db
    .insert(gameVendors)
    .values({
      merchantId,
      providerCode: fields.vassalage,
      sourceCategory: fields.gameType,
      displayName: fields.vassalage,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('vendor not inserted');
  return row;
}

/** A playable game of a vendor (its code doubles as gameId). */
export async function insertGame(
  db: Db,
  vendor: GameVendorRow,
  fields: { gameCode: string } & Partial<typeof games.$inferInsert>,
): Promise<GameRow> {
  const [row] = await db
    .insert(games)
    .values({
      merchantId: vendor.merchantId,
      vendorId: vendor.id,
      gameId: fields.gameCode,
      name: fields.gameCode,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('game not inserted');
  return row;
}
