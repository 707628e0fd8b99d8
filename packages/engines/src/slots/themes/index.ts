import { computeSlotMath, type SlotMath } from '../slot-math.ts';
import { checkSlotDefinition, type SlotDefinition } from '../slot-definition.ts';
import { dragonDeTormenta } from './dragon-de-tormenta.ts';
import { huertaDorada } from './huerta-dorada.ts';
import { temploDelJaguar } from './templo-del-jaguar.ts';

export const slotDefinitions: readonly SlotDefinition[] = [huertaDorada, temploDelJaguar, dragonDeTormenta];
export { dragonDeTormenta, huertaDorada, temploDelJaguar };

const mathByCode = new Map<string, SlotMath>();

/** The slot's exact theoretical figures (computed once, on first use: under a second a slot). */
export function slotMath(slot: SlotDefinition): SlotMath {
  let math = mathByCode.get(slot.code);
  if (!math) {
    checkSlotDefinition(slot);
    math = computeSlotMath(slot);
    mathByCode.set(slot.code, math);
  }
  return math;
}
