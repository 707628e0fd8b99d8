import { prizeModeReturnBasisPoints, type LotteryPrizeMode } from '@ficha/engines';
import type { RgsCatalog } from '@ficha/contract';
import { lotteryGames } from './lottery-games.ts';

/**
 * The catalog the lottery publishes to the platform: every game under the provider code, in the category of the
 * prize mode (LOTT or ELOTT, SPEC §4), with its return in basis points (the mode's, each unit's odds rounded down
 * from it). Lottery games have no demo.
 */
export function createCatalogService(deps: { providerCode: string; prizeMode: LotteryPrizeMode }) {
  return {
    launchable: (gameCode: string, mode: 'real' | 'demo') =>
      mode === 'real' && lotteryGames.some((game) => game.gameCode === gameCode),

    listCatalog(): RgsCatalog {
      return {
        provider: deps.providerCode,
        games: lotteryGames.map((game) => ({
          gameCode: game.gameCode,
          name: game.name,
          category: deps.prizeMode,
          iconUrl: null,
          rtpBasisPoints: Number(prizeModeReturnBasisPoints[deps.prizeMode]),
          demoAvailable: false,
        })),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
