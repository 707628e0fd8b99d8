import type { SqlConnection } from '@ficha/server-kit';
import { eq } from 'drizzle-orm';
import { createDb, type Db } from '../db/database.ts';
import { merchants, seamlessProviders } from '../db/schema/index.ts';

/** Our own game server as the demo merchant's provider (README: GAMES_PUBLIC_URL, GAMES_PROVIDER_*). */
export interface DemoGamesProvider {
  code: string;
  secret: string;
  baseUrl: string;
}

/** The development defaults, the same as the game server's own config defaults. */
export const defaultDemoGamesProvider: DemoGamesProvider = {
  code: 'FICHA',
  secret: 'dev-only-provider-secret-change-me',
  baseUrl: 'http://127.0.0.1:8081',
};

/** Registers a provider of this deployment (the game server, the lottery, the sportsbook) with the demo merchant. */
export async function seedSeamless(
  tx: Db,
  merchantId: number,
  provider: DemoGamesProvider,
  listing: { name: string; categories: string[] } = {
    name: 'Ficha Games',
    categories: ['slots', 'mini', 'lottery', 'sports', 'cockfight', 'table', 'fishing'],
  },
): Promise<void> {
  await tx
    .insert(seamlessProviders)
    .values({
      merchantId,
      code: provider.code,
      secret: provider.secret,
      baseUrl: provider.baseUrl,
      enabled: true,
      ...listing,
    })
    .onConflictDoNothing();
}

/**
 * `npm start`: registers another provider of this deployment (our lottery, README "Lottery") with the demo
 * merchant, also when the demo was seeded before it existed. Nothing when the merchant is missing or the provider
 * is registered already. Answers whether the merchant exists.
 */
export async function registerDemoProvider(
  connection: SqlConnection,
  options: { merchantCode: string; provider: DemoGamesProvider; name: string; categories: string[] },
): Promise<boolean> {
  const db = createDb(connection);
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, options.merchantCode));
  if (!merchant) return false;
  await seedSeamless(db, merchant.id, options.provider, { name: options.name, categories: options.categories });
  return true;
}
