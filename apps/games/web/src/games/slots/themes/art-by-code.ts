import type { SlotArt } from '../slot-art.ts';
import { dragonDeTormentaArt } from './dragon-de-tormenta-art.tsx';
import { huertaDoradaArt } from './huerta-dorada-art.tsx';
import { temploDelJaguarArt } from './templo-del-jaguar-art.tsx';

/** Every slot's artwork by game code (the paytable and the round replay draw any slot). */
export const slotArtByCode: Record<string, SlotArt> = {
  'huerta-dorada': huertaDoradaArt,
  'templo-del-jaguar': temploDelJaguarArt,
  'dragon-de-tormenta': dragonDeTormentaArt,
};
