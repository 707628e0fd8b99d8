import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** True when the player asked the system for less motion: animations then jump to their end. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A promise that resolves after `ms` (0 when motion is reduced or turbo is on). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
