import type { GameType } from '@ficha/contract';
import { useSyncExternalStore } from 'react';

/** How a game opens: for real money, or in demo mode with the game server's play money. */
export type PlayMode = 'real' | 'demo';

/** What the launch opens over the page: a game in its frame, a container's game list, or a trial refusal. */
export type GamePopup =
  | { kind: 'game'; nodeId: number; title: string; mode: PlayMode }
  | { kind: 'container'; vassalage: string; gameType: GameType; title: string }
  | { kind: 'trial-refused' };

let current: GamePopup | null = null;
const listeners = new Set<() => void>();

function set(next: GamePopup | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

/** The popup open over the page, or null. */
export function useGamePopup(): GamePopup | null {
  return useSyncExternalStore(subscribe, read, read);
}

export const gamePopups = {
  open: set,
  close: () => set(null),
};
