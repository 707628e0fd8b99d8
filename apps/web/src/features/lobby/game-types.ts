import type { GameType } from '@ficha/contract';

/**
 * Where each game type lives on the player site (SPEC §2.1, upstream-api §7.1): game centres list the
 * type's vendors as cards, list centres list its games with a vendor sub-list (query `vassalage`).
 * INHOUSE is the site's `/bgs` (SPEC §4 "Categories").
 */
export const gameTypePaths = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  LIVE: '/live',
  RNG: '/rng',
  INHOUSE: '/bgs',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lott',
  ELOTT: '/elott',
} as const satisfies Record<GameType, string>;

export type CentreKind = 'vendors' | 'games';

/** Game centres (vendor cards) and list centres (games) by type. */
export const centreKinds: Record<GameType, CentreKind> = {
  SPORTS: 'vendors',
  ESPORTS: 'vendors',
  COCKFIGHT: 'vendors',
  LOTT: 'vendors',
  ELOTT: 'vendors',
  LIVE: 'games',
  RNG: 'games',
  INHOUSE: 'games',
  FISH: 'games',
  PVP: 'games',
};

const typeByPath = new Map<string, GameType>(
  Object.entries(gameTypePaths).map(([type, path]) => [path, type as GameType]),
);

/** The game type of a centre's path, or undefined for any other path. */
export function gameTypeOfPath(pathname: string): GameType | undefined {
  return typeByPath.get(pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);
}

/**
 * The order of the side menu's game types (SPEC §2.3: home, live, sports, RNG, fish, PVP, cockfight,
 * e-lottery, in-house); the e-sports and lottery lanes, which the side menu list does not name, follow
 * their neighbours.
 */
export const menuOrder: readonly GameType[] = [
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'RNG',
  'FISH',
  'PVP',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
  'INHOUSE',
];

/** The types of the menu that have at least one vendor, in menu order (SPEC §2.1 "A category appears only when…"). */
export function typesWithVendors(lanes: ReadonlyArray<{ title: GameType; cards: readonly unknown[] }>): GameType[] {
  const present = new Set(lanes.filter((lane) => lane.cards.length > 0).map((lane) => lane.title));
  return menuOrder.filter((type) => present.has(type));
}
