import type { GameType, VendorCard } from '@ficha/contract';

/** A game-type entry of the header or side menu: a game type, or the home and promotions entries. */
export type NavType = GameType | 'HOME' | 'PROMO';

/**
 * Types whose entry always opens its page, whatever its vendors (SPEC §2.2); INHOUSE too, as the house games are a
 * list at `/bgs` (SPEC §2.1), not one vendor's game to launch.
 */
const alwaysNavigates: ReadonlySet<NavType> = new Set<NavType>(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG', 'INHOUSE']);

export type NavClick = { kind: 'navigate' } | { kind: 'launch'; card: VendorCard };

/**
 * SPEC §2.2: clicking a game type with more than one vendor, or of type HOME, PROMO, PVP, FISH, RNG or INHOUSE,
 * navigates to its page; with exactly one vendor it launches that vendor directly.
 */
export function navClickAction(type: NavType, cards: readonly VendorCard[]): NavClick {
  const [only] = cards;
  if (alwaysNavigates.has(type) || cards.length !== 1 || !only) return { kind: 'navigate' };
  return { kind: 'launch', card: only };
}

/** SPEC §2.2: the vendor dropdown uses its large layout above this many vendors. */
export function isLargeDropdown(vendorCount: number, largeAbove: number): boolean {
  return vendorCount > largeAbove;
}
