import { strip } from '../paylines.ts';
import type { SlotDefinition } from '../slot-definition.ts';

/**
 * Dragón de Tormenta — a storm dragon over the sea. High volatility: 243 ways, a steep paytable topped by
 * the dragon (5,000 units on one way), no wild on the first reel, 10 to 25 free spins at ×3. Symbols: NI
 * nine, TN ten, JK jack, QU queen, KI king, AS ace, LO lotus, CO coin, TI tiger, DR dragon, W lightning wild,
 * S pearl scatter. The stake is 20 units.
 */
export const dragonDeTormenta: SlotDefinition = {
  code: 'dragon-de-tormenta',
  name: 'Dragón de Tormenta',
  theme: 'storm dragon',
  volatility: 'high',
  rows: 3,
  regularSymbols: ['NI', 'TN', 'JK', 'QU', 'KI', 'AS', 'LO', 'CO', 'TI', 'DR'],
  wild: 'W',
  scatter: 'S',
  reels: [
    strip(
      'TN NI QU JK KI AS LO CO TI TN NI QU JK KI AS TN NI DR S QU JK LO TN NI KI AS QU JK CO TN NI TI LO KI AS QU JK TN NI',
    ),
    strip(
      'TN NI JK QU KI AS LO CO TI TN NI JK QU KI AS DR TN NI W LO JK QU S TN NI KI AS JK QU TN NI CO TI LO KI AS JK QU TN NI',
    ),
    strip(
      'TN NI JK QU KI AS LO CO TI TN NI JK QU KI AS DR TN NI W JK QU LO S TN NI KI AS JK QU TN NI CO TI LO KI AS JK QU TN NI',
    ),
    strip(
      'TN NI JK QU KI AS LO CO TI TN NI JK QU KI AS TN NI W S JK QU LO DR TN NI KI AS JK QU TN NI CO TI LO KI AS JK QU TN NI',
    ),
    strip(
      'NI TN JK QU KI AS LO CO TI NI TN JK QU KI AS W NI TN S JK QU LO DR NI TN KI AS JK QU CO NI TN TI LO KI AS JK QU NI TN',
    ),
  ],
  wins: { mode: 'ways' },
  betUnits: 20,
  minRun: 3,
  pays: {
    NI: [9, 20, 50],
    TN: [9, 25, 50],
    JK: [10, 25, 75],
    QU: [10, 25, 75],
    KI: [15, 50, 120],
    AS: [15, 50, 120],
    LO: [25, 100, 250],
    CO: [25, 120, 500],
    TI: [50, 200, 1000],
    DR: [100, 500, 5000],
  },
  scatterPays: [0, 0, 0, 20, 100, 500],
  freeSpinsAwarded: [0, 0, 0, 10, 15, 25],
  freeSpinMultiplier: 3,
};
