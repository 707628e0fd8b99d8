import { temploDelJaguar } from '@ficha/engines';
import { SlotMachine } from '../slot-machine.tsx';
import { temploDelJaguarArt } from './templo-del-jaguar-art.tsx';

/** The templo-del-jaguar page: the shared reel machine with this theme's artwork (its own lazy bundle). */
export default function TemploDelJaguarGame() {
  return <SlotMachine slot={temploDelJaguar} art={temploDelJaguarArt} />;
}
