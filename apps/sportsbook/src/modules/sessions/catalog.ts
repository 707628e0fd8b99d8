import type { RgsCatalog } from '@ficha/contract';

/**
 * What the sportsbook lists to the platform (`GET /rgs/v1/games`): one entry per lane, in the platform's SPORTS,
 * ESPORTS and COCKFIGHT categories (SPEC §4, decision 0072), playable in demo.
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
        gameCode: 'cockfight',
        name: 'Ficha Sabong',
        category: 'COCKFIGHT',
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
