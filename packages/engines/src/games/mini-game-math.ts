import { crashMath } from './crash.ts';
import { diceMath } from './dice.ts';
import { hiloMath } from './hilo.ts';
import type { GameMath } from './house-edge.ts';
import { kenoMath } from './keno.ts';
import { limboMath } from './limbo.ts';
import { minesMath } from './mines.ts';
import { plinkoMath } from './plinko.ts';
import { wheelMath } from './wheel.ts';

/** Every mini game's declared RTP and maximum win, for the catalog. */
export const miniGameMath: readonly GameMath[] = [
  crashMath,
  diceMath,
  hiloMath,
  kenoMath,
  limboMath,
  minesMath,
  plinkoMath,
  wheelMath,
];
