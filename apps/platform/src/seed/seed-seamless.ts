import type { Db } from '../db/database.ts';
import { seamlessProviders } from '../db/schema/index.ts';

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

/** Registers the game server of this deployment as a provider of the demo merchant. */
export async function seedSeamless(tx: Db, merchantId: number, provider: DemoGamesProvider): Promise<void> {
  await tx
    .insert(seamlessProviders)
    .values({
      merchantId,
      code: provider.code,
      name: 'Ficha Games',
      secret: provider.secret,
      baseUrl: provider.baseUrl,
      enabled: true,
      categories: ['slots', 'mini', 'lottery', 'sports', 'cockfight', 'table', 'fishing'],
    })
    .onConflictDoNothing();
}
