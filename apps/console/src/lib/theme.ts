/** Colour themes; the active one is `<html data-theme>` and CSS variables do the rest. */
export const themes = ['light', 'dark'] as const;

export type Theme = (typeof themes)[number];

const storageKey = 'consoleTheme';

/** The stored choice wins; without one, the system preference decides. */
export function resolveTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

export function readTheme(): Theme {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    stored = null;
  }
  return resolveTheme(stored, window.matchMedia('(prefers-color-scheme: dark)').matches);
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme;
}

export function storeTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Storage can be unavailable (private mode); the theme then lasts for this page only.
  }
}
