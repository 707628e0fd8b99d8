import type { Promotion } from '@ficha/contract';

const secondMs = 1000;
const dayMs = 86_400_000;

/** What a card counts down to: its start while it is coming, its end while it runs; nothing once it closed. */
export function countdownTarget(
  promotion: Pick<Promotion, 'state' | 'startsAt' | 'endsAt'>,
  now: number,
): { kind: 'starts' | 'ends'; at: number } | null {
  const startsAt = Date.parse(promotion.startsAt);
  const endsAt = Date.parse(promotion.endsAt);
  if (now < startsAt) return { kind: 'starts', at: startsAt };
  if (promotion.state === 'close' || now >= endsAt) return null;
  return { kind: 'ends', at: endsAt };
}

/**
 * The time left until `at` as the locale writes it: the whole days as a unit (`3 días`), then hours, minutes
 * and seconds as a clock with the locale's digits. Past `at`, it reads zero.
 */
export function countdownText(at: number, now: number, locale: string): string {
  const left = Math.max(0, at - now);
  const days = Math.floor(left / dayMs);
  const seconds = Math.floor((left % dayMs) / secondMs);
  const digits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((part) => digits.format(part))
    .join(':');
  if (days === 0) return clock;
  const dayText = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
  return `${dayText} ${clock}`;
}
