import { paylines10, strip } from '../paylines.ts';
import type { SlotDefinition } from '../slot-definition.ts';

/**
 * Huerta Dorada — a golden orchard of fruit. Low volatility: 10 lines, many small wins, wilds on every
 * reel, 8 to 12 free spins at ×2. Symbols: CH cherry, LE lemon, OR orange, PL plum, GR grapes, BE bell,
 * SV lucky seven, W golden-apple wild, S basket scatter.
 */
export const huertaDorada: SlotDefinition = {
  code: 'huerta-dorada',
  name: 'Huerta Dorada',
  theme: 'fruit orchard',
  volatility: 'low',
  rows: 3,
  regularSymbols: ['CH', 'LE', 'OR', 'PL', 'GR', 'BE', 'SV'],
  wild: 'W',
  scatter: 'S',
  reels: [
    strip('CH LE OR PL GR CH LE W OR BE PL CH LE SV OR CH S LE PL GR CH OR LE CH PL W OR LE BE CH GR PL OR LE CH'),
    strip('CH LE OR PL GR CH LE W OR BE PL CH LE SV OR CH S LE PL GR CH OR LE CH PL W OR LE BE CH GR PL OR LE CH'),
    strip('CH LE OR PL GR CH LE W OR BE PL CH LE OR S CH SV LE PL GR CH OR LE CH PL W OR LE BE CH GR PL OR LE CH'),
    strip('CH LE OR PL GR CH LE W OR BE PL CH LE OR S CH SV LE PL GR CH OR LE CH PL W OR LE BE CH GR PL OR LE CH'),
    strip('CH LE OR PL GR CH W LE OR BE PL CH LE OR S CH SV LE PL GR CH OR LE CH PL W OR BE LE CH GR PL OR LE CH'),
  ],
  wins: { mode: 'lines', lines: paylines10 },
  betUnits: 10,
  minRun: 3,
  pays: {
    CH: [7, 16, 35],
    LE: [6, 18, 35],
    OR: [11, 22, 50],
    PL: [10, 30, 70],
    GR: [14, 35, 90],
    BE: [30, 90, 280],
    SV: [50, 200, 850],
    W: [70, 280, 1400],
  },
  scatterPays: [0, 0, 0, 20, 50, 200],
  freeSpinsAwarded: [0, 0, 0, 8, 10, 12],
  freeSpinMultiplier: 2,
};
