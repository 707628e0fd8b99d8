import { lazy, Suspense } from 'react';
import { withNamespaces } from '../../lib/i18n.ts';
import { useGamePopup } from './game-popup-store.ts';
import type { GameTypeNavProps } from './game-type-nav.tsx';

/*
 * The lobby's parts of the shell and the home page load on demand with their texts (namespace `lobby`),
 * so the first load carries neither; each shows nothing until it arrives and then its own loading state.
 */
const HomeLobbyPart = lazy(async () => ({
  default: (await withNamespaces(['lobby'], () => import('./home-lobby.tsx'))).HomeLobby,
}));
const GameTypeNavPart = lazy(async () => ({
  default: (await withNamespaces(['lobby'], () => import('./game-type-nav.tsx'))).GameTypeNav,
}));
const GameSearchPart = lazy(async () => ({
  default: (await withNamespaces(['lobby'], () => import('./game-search.tsx'))).GameSearch,
}));
const GamePopupHostPart = lazy(async () => ({
  default: (await withNamespaces(['lobby'], () => import('./game-popup-host.tsx'))).GamePopupHost,
}));

export function LazyHomeLobby() {
  return (
    <Suspense fallback={null}>
      <HomeLobbyPart />
    </Suspense>
  );
}

export function LazyGameTypeNav(props: GameTypeNavProps) {
  return (
    <Suspense fallback={null}>
      <GameTypeNavPart {...props} />
    </Suspense>
  );
}

/** The header's game search (its place in the header is reserved, so nothing moves when it arrives). */
export function LazyGameSearch() {
  return (
    <Suspense fallback={null}>
      <GameSearchPart />
    </Suspense>
  );
}

/** The launch flow's popups; their code loads the first time one opens. */
export function LazyGamePopupHost() {
  const popup = useGamePopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <GamePopupHostPart />
    </Suspense>
  );
}
