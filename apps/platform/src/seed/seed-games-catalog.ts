import type { CatalogSyncResult } from '@ficha/contract';
import type { SqlConnection } from '@ficha/server-kit';
import { and, eq } from 'drizzle-orm';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createCatalogService } from '../modules/catalog/catalog.service.ts';
import { createConsoleCatalogService } from '../modules/catalog/console-catalog.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';
import { createDb } from '../db/database.ts';
import { gameVendors, games, merchants, seamlessProviders } from '../db/schema/index.ts';

/** The demo operator's hot picks (the lobby adds the week's most played to them). */
const demoHotGames = ['huerta-dorada', 'crash'];

/**
 * `npm start`: once a provider of ours (the game server, the sportsbook) listens, the demo merchant's lobby gets
 * its games the way an operator would — the console's "sync from provider" (a signed catalog call to the
 * provider, applied and audited in one transaction) — but only while the merchant has nothing of that provider
 * yet, so an operator's later choices stand. Answers what the sync did, or null when there was nothing to do.
 */
export async function syncDemoGamesCatalog(
  connection: SqlConnection,
  options: { merchantCode: string; providerCode: string },
): Promise<CatalogSyncResult | null> {
  const db = createDb(connection);
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, options.merchantCode));
  if (!merchant) return null;
  const [anyGame] = await db
    .select({ id: games.nodeId })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(games.merchantId, merchant.id), eq(gameVendors.providerCode, options.providerCode)))
    .limit(1);
  if (anyGame) return null;
  const [provider] = await db
    .select()
    .from(seamlessProviders)
    .where(and(eq(seamlessProviders.merchantId, merchant.id), eq(seamlessProviders.code, options.providerCode)));
  if (!provider?.enabled) return null;
  const audit = createAuditService(db);
  const merchantService = createMerchantService(db, { audit, defaultMerchantCode: options.merchantCode });
  const consoleCatalog = createConsoleCatalogService(db, {
    audit,
    merchants: merchantService,
    catalog: createCatalogService(db),
  });
  const actor = { type: 'system', id: 0, name: 'npm start', ip: '127.0.0.1' } as const;
  const result = await consoleCatalog.sync(
    merchant.id,
    { code: provider.code, baseUrl: provider.baseUrl, secret: provider.secret },
    actor,
  );
  for (const gameCode of demoHotGames) {
    const { list } = await consoleCatalog.games(merchant.id, { query: gameCode }, 1, 20);
    const game = list.find((g) => g.gameCode === gameCode);
    if (game) await consoleCatalog.updateGame(merchant.id, game.nodeId, { isHot: true }, actor);
  }
  return result;
}
