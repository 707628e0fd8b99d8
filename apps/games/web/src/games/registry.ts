import type { GameCode } from '@ficha/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One lazy bundle per game code: the page downloads only the game it plays. A slot code loads its theme
 * (symbol artwork) together with the shared reel machine.
 */
export const gameComponents: Record<GameCode, LazyExoticComponent<ComponentType> | null> = {
  'huerta-dorada': lazy(() => import('./slots/themes/huerta-dorada-game.tsx')),
  'templo-del-jaguar': lazy(() => import('./slots/themes/templo-del-jaguar-game.tsx')),
  'dragon-de-tormenta': lazy(() => import('./slots/themes/dragon-de-tormenta-game.tsx')),
  dice: lazy(() => import('./dice/dice-game.tsx')),
  limbo: lazy(() => import('./limbo/limbo-game.tsx')),
  plinko: lazy(() => import('./plinko/plinko-game.tsx')),
  keno: lazy(() => import('./keno/keno-game.tsx')),
  wheel: lazy(() => import('./wheel/wheel-game.tsx')),
  mines: lazy(() => import('./mines/mines-game.tsx')),
  hilo: lazy(() => import('./hilo/hilo-game.tsx')),
  crash: lazy(() => import('./crash/crash-game.tsx')),
};
