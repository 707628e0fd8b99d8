import { toWireMoney, type GameType, type LanguageCode, type WinnerBoardRow } from '@ficha/contract';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import { biggestWins } from '../bet-records/bet-records.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { CatalogService } from './catalog.service.ts';
import { maskName, onePerPlayerPerGame } from './winner-ranking.ts';

/** How long one instance serves a merchant's winner board from memory. */
const winnerBoardTtlMs = 30_000;
/** Wins read per board: more than it shows, as wins in games no longer listed (or of other types) are left out. */
const winsRead = 200;

export interface WinnerBoardRequest {
  merchant: Merchant;
  language: LanguageCode;
  gameCategory: 'ALL' | GameType;
  limit: number;
}

/**
 * The winner board (GCSGAME_getRankList, upstream-api §4.4): the merchant's biggest wins net of stake of settled
 * rounds that paid at least twice the stake, one per player per game (decision 0058), each with the game it was won in as the catalog lists it (name, icon, vendor), so a
 * row can start that game. Cached per merchant, language, category and size for a short while.
 */
export function createWinnerBoardService(db: Db, deps: { catalog: CatalogService }) {
  const boards = createTtlCache<{ list: WinnerBoardRow[] }>(winnerBoardTtlMs);

  async function build(request: WinnerBoardRequest): Promise<{ list: WinnerBoardRow[] }> {
    const [wins, items] = await Promise.all([
      biggestWins(db, request.merchant.id, winsRead),
      deps.catalog.itemsByProviderGame({ merchant: request.merchant, language: request.language }),
    ]);
    const list = onePerPlayerPerGame(wins).flatMap((win): WinnerBoardRow[] => {
      const item = items.get(`${win.providerCode}|${win.gameCode}`);
      if (!item || !win.settledAt || (request.gameCategory !== 'ALL' && item.gameType !== request.gameCategory))
        return [];
      return [
        {
          vo: {
            ...item,
            customerName: maskName(win.username),
            winAmount: toWireMoney(win.netMinor),
            currency: win.currency,
            settledAt: win.settledAt.toISOString(),
          },
        },
      ];
    });
    return { list: list.slice(0, request.limit) };
  }

  return {
    board(request: WinnerBoardRequest): Promise<{ list: WinnerBoardRow[] }> {
      const key = `${request.merchant.id}|${request.language}|${request.gameCategory}|${request.limit}`;
      return boards.get(key, () => build(request));
    },
  };
}

export type WinnerBoardService = ReturnType<typeof createWinnerBoardService>;
