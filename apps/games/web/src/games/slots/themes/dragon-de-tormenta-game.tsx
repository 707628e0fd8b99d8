import { dragonDeTormenta } from '@ficha/engines';
import { SlotMachine } from '../slot-machine.tsx';
import { dragonDeTormentaArt } from './dragon-de-tormenta-art.tsx';

/** The dragon-de-tormenta page: the shared reel machine with this theme's artwork (its own lazy bundle). */
export default function DragonDeTormentaGame() {
  return <SlotMachine slot={dragonDeTormenta} art={dragonDeTormentaArt} />;
}
