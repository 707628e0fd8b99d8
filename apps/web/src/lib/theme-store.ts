import { businessConstants } from '@ficha/contract';
import { useSyncExternalStore } from 'react';
import { localKeys, readLocal, writeLocal } from './storage.ts';

export type Theme = (typeof businessConstants.themes)[number];

export const defaultTheme: Theme = 'dark';

/** A stored value as a theme; anything unknown is the default (dark). */
export function parseTheme(value: string | null | undefined): Theme {
  return (businessConstants.themes as readonly string[]).includes(value ?? '') ? (value as Theme) : defaultTheme;
}

const listeners = new Set<() => void>();
let currentTheme: Theme = parseTheme(readLocal(localKeys.theme));

/** Puts the theme on `<html data-theme>`, where the CSS variables read it. */
export function applyTheme(theme: Theme = currentTheme): void {
  document.documentElement.dataset['theme'] = theme;
}

export function setTheme(theme: Theme): void {
  currentTheme = theme;
  writeLocal(localKeys.theme, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => currentTheme,
    () => defaultTheme,
  );
}
