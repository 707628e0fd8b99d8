import type { ConsolePromotion } from './queries.ts';

export const promotionPhases = ['live', 'scheduled', 'paused', 'ended'] as const;
export type PromotionPhase = (typeof promotionPhases)[number];

/**
 * Where a promotion stands for the operator: ended past its end, paused when paused, scheduled before its
 * start, otherwise live (players can claim it).
 */
export function phaseOf(p: Pick<ConsolePromotion, 'status' | 'startsAt' | 'endsAt'>, now: Date): PromotionPhase {
  if (Date.parse(p.endsAt) <= now.getTime()) return 'ended';
  if (p.status === 'paused') return 'paused';
  if (Date.parse(p.startsAt) > now.getTime()) return 'scheduled';
  return 'live';
}

/** The title to list a promotion by: the first language's, as the builder ordered them. */
export function titleOf(p: Pick<ConsolePromotion, 'texts'>, language: string): string {
  return p.texts[language]?.title ?? Object.values(p.texts)[0]?.title ?? '';
}
