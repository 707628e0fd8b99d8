import type { RgsCatalog } from '@ficha/contract';
import type { GamesDb } from '../../db/database.ts';
import { listEnabledGames } from './catalog.queries.ts';

/** The catalog this server publishes to the platform: its enabled games, under its provider code. */
export function createCatalogService(db: GamesDb, { providerCode }: { providerCode: string }) {
  return {
    async listCatalog(): Promise<RgsCatalog> {
      const rows = await listEnabledGames(db);
      return {
        provider: providerCode,
        games: rows.map((row) => ({
          gameCode: row.gameCode,
          name: row.name,
          category: row.category,
          iconUrl: row.iconUrl,
          rtpBasisPoints: row.rtpBasisPoints,
          demoAvailable: row.demoAvailable,
        })),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
