import type { rgExclusionDurations } from '@ficha/contract';

export type RgDuration = (typeof rgExclusionDurations)[number];

/** The kind of an exclusion of this duration: up to 30 days a time-out, longer a self-exclusion. */
export function exclusionKind(duration: RgDuration): 'timeout' | 'self_exclusion' {
  return duration === '24h' || duration === '7d' || duration === '30d' ? 'timeout' : 'self_exclusion';
}

/** When an exclusion of this duration starting at `start` ends (calendar months and years); null: permanent. */
export function exclusionEnd(duration: RgDuration, start: Date): Date | null {
  const end = new Date(start);
  switch (duration) {
    case '24h':
      return new Date(start.getTime() + 86_400_000);
    case '7d':
      return new Date(start.getTime() + 7 * 86_400_000);
    case '30d':
      return new Date(start.getTime() + 30 * 86_400_000);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
    case 'permanent':
      return null;
  }
}
