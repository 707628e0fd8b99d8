import { toWireMoney, type RgsCatalog } from '@ficha/contract';
import type { GamesDb } from '../../db/database.ts';
import { gameSwitches, listEnabledGames } from './catalog.queries.ts';
import {
  betLimitCurrencies,
  betLimits,
  gameDefinition,
  isGameCode,
  maxWinText,
  rtpBasisPoints,
} from './game-definitions.ts';

const limitsByCurrency = () =>
  Object.fromEntries(
    betLimitCurrencies.map((currency) => {
      const { minMinor, maxMinor } = betLimits(currency);
      return [currency, { minBet: toWireMoney(minMinor), maxBet: toWireMoney(maxMinor) }];
    }),
  );

/**
 * The catalog this server publishes to the platform: its enabled games, under its provider code. A game this
 * server runs carries the engines' figures (RTP, maximum win), its names in every site language and its bet
 * limits per currency; the table says which games are listed, in which order, with which icon.
 */
export function createCatalogService(db: GamesDb, { providerCode }: { providerCode: string }) {
  return {
    /** Whether this server runs the game, switched on, in the mode asked (demo only where offered). */
    async launchable(gameCode: string, mode: 'real' | 'demo'): Promise<boolean> {
      if (!isGameCode(gameCode)) return false;
      const game = await gameSwitches(db, gameCode);
      return Boolean(game?.enabled) && (mode === 'real' || Boolean(game?.demoAvailable));
    },

    async listCatalog(): Promise<RgsCatalog> {
      const rows = await listEnabledGames(db);
      return {
        provider: providerCode,
        games: rows.map((row) => {
          const listed = {
            gameCode: row.gameCode,
            name: row.name,
            category: row.category,
            iconUrl: row.iconUrl,
            rtpBasisPoints: row.rtpBasisPoints,
            demoAvailable: row.demoAvailable,
          };
          if (!isGameCode(row.gameCode)) return listed;
          const definition = gameDefinition(row.gameCode);
          return {
            ...listed,
            rtpBasisPoints: rtpBasisPoints(definition.rtp),
            names: definition.names,
            betLimits: limitsByCurrency(),
            maxWinMultiplier: maxWinText(definition),
          };
        }),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
