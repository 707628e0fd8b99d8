import { useSyncExternalStore } from 'react';

/** Whether the support chat panel is open; the side menu opens it, the root shell shows it (decision 0044). */
let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  isOpen = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => isOpen;

export const openChatPanel = () => set(true);
export const closeChatPanel = () => set(false);

/** `CBS_launchChat` answers `/?chat=open` for the built-in chat: that address opens the panel. */
export function opensChat(search: string): boolean {
  return new URLSearchParams(search).get('chat') === 'open';
}

export function useIsChatPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
