import type { RgsCatalog } from '@ficha/contract';

/**
 * What the sportsbook lists to the platform (`GET /rgs/v1/games`): one entry per lane, in the platform's SPORTS
 * and ESPORTS categories (SPEC §4), playable in demo.
 */
export function sportsbookCatalog(providerCode: string): RgsCatalog {
  return {
    provider: providerCode,
    games: [
      {
        gameCode: 'sports',
        name: 'Ficha Sports',
        category: 'SPORTS',
        iconUrl: null,
        rtpBasisPoints: null,
        demoAvailable: true,
      },
      {
        gameCode: 'esports',
        name: 'Ficha E-sports',
        category: 'ESPORTS',
        iconUrl: null,
        rtpBasisPoints: null,
        demoAvailable: true,
      },
    ],
  };
}
