import { paylines20, strip } from '../paylines.ts';
import type { SlotDefinition } from '../slot-definition.ts';

/**
 * Templo del Jaguar — a jungle temple. Medium volatility: 20 lines, card ranks and temple treasures, the
 * wild pays its own line up to 3,200 line bets, 10 to 20 free spins at ×2. Symbols: TE ten, JK jack,
 * QU queen, KI king, AS ace, MA mask, SE serpent, JA jaguar, W temple wild, S sun-stone scatter.
 */
export const temploDelJaguar: SlotDefinition = {
  code: 'templo-del-jaguar',
  name: 'Templo del Jaguar',
  theme: 'jungle temple',
  volatility: 'medium',
  rows: 3,
  regularSymbols: ['TE', 'JK', 'QU', 'KI', 'AS', 'MA', 'SE', 'JA'],
  wild: 'W',
  scatter: 'S',
  reels: [
    strip('TE JK QU KI AS MA SE TE JK QU KI S TE AS JK QU JA KI TE MA W JK QU AS TE KI SE JK QU TE MA AS KI JK QU TE'),
    strip(
      'TE JK QU KI AS MA SE TE W JK QU KI TE AS JK QU S JA TE KI MA JK QU AS TE KI SE JK QU TE W MA AS KI JK QU TE',
    ),
    strip(
      'TE JK QU KI AS MA W TE SE JK QU KI TE AS JK QU S JA TE KI MA JK QU AS TE KI W JK QU TE SE MA AS KI JK QU TE',
    ),
    strip(
      'TE JK QU KI AS MA W TE SE JK QU KI TE AS JK QU JA S TE KI MA JK QU AS TE KI W JK QU TE SE MA AS KI JK QU TE',
    ),
    strip(
      'TE QU JK KI AS MA W TE SE QU JK KI TE AS QU JK JA S TE KI MA QU JK AS TE KI W QU JK TE SE MA AS KI QU JK TE',
    ),
  ],
  wins: { mode: 'lines', lines: paylines20 },
  betUnits: 20,
  minRun: 3,
  pays: {
    TE: [8, 24, 80],
    JK: [7, 24, 80],
    QU: [8, 30, 120],
    KI: [16, 40, 160],
    AS: [16, 48, 200],
    MA: [24, 80, 320],
    SE: [32, 160, 640],
    JA: [80, 400, 1600],
    W: [80, 400, 3200],
  },
  scatterPays: [0, 0, 0, 40, 200, 1000],
  freeSpinsAwarded: [0, 0, 0, 10, 15, 20],
  freeSpinMultiplier: 2,
};
