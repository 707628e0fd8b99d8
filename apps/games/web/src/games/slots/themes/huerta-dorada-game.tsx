import { huertaDorada } from '@ficha/engines';
import { SlotMachine } from '../slot-machine.tsx';
import { huertaDoradaArt } from './huerta-dorada-art.tsx';

/** The huerta-dorada page: the shared reel machine with this theme's artwork (its own lazy bundle). */
export default function HuertaDoradaGame() {
  return <SlotMachine slot={huertaDorada} art={huertaDoradaArt} />;
}
