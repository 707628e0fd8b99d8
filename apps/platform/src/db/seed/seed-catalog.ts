import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { merchants } from '../schema/index.ts';

/** The provider code our own game server goes by (`GAMES_PROVIDER_CODE`'s default). */
export const inHouseProviderCode = 'FICHA';

/**
 * The demo merchant's catalog configuration. No vendor or game is written here: a catalog entry is only real
 * when a provider serves it, so vendors and games arrive through the console's "sync from provider" (which
 * reads the game server's signed catalog). Our own game server's slots are in-house products, so its RNG
 * vendor is on the exclusion list that moves it to INHOUSE (SPEC §4 "Categories").
 */
export async function seedCatalog(tx: Db, merchantId: number): Promise<void> {
  await tx
    .update(merchants)
    .set({ excludedRngVendors: [inHouseProviderCode] })
    .where(eq(merchants.id, merchantId));
}
