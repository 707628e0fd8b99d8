/**
 * Every route of SPEC §2.1 as data: which layout wraps it, whether it needs a session, whether it is a
 * game page (no side menu) and which page renders it. A route whose page is not built yet has
 * `page: null` and shows the not-found screen inside its layout.
 */

export const layouts = ['player', 'agent'] as const;
export type Layout = (typeof layouts)[number];

/** Pages that exist; routes point at them by id and the router maps ids to components. */
export const pageIds = [
  'home',
  'help',
  'member',
  'agentLogin',
  'agentHome',
  'gameCentre',
  'gameList',
  'favorite',
  'recent',
  'seamless',
  'pointMall',
  'promotions',
  'lottery',
  'seaLottery',
  'vnLottery',
] as const;
export type PageId = (typeof pageIds)[number];

/** The account dialog a route opens over its page. */
export type RouteModal = 'login' | 'register';

export interface RouteEntry {
  /** Exact, case-sensitive path (`/vnLottery` and `/vnlottery` are different entries). */
  readonly path: string;
  readonly layout: Layout;
  readonly page: PageId | null;
  readonly requiresAuth: boolean;
  readonly isGamePage: boolean;
  /** SPEC §4 "Guard on wallet and agent pages": a trial account is warned instead of shown the page. */
  readonly forbidsTrial: boolean;
  /** SPEC §2.1: only agents; anyone else goes to the agent entrance. */
  readonly requiresAgent: boolean;
  readonly modal: RouteModal | null;
}

/** Where a visitor without a session goes when a route needs one (SPEC §2.1 rules). */
export const loginPath = '/login';
export const registerPath = '/register';
export const homePath = '/';
export const memberPath = '/member';
export const agentLoginPath = '/agent';
export const agentHomePath = '/agentHome';
export const pointMallPath = '/pointMall';

type RouteInit = Pick<RouteEntry, 'path'> & Partial<Omit<RouteEntry, 'path'>>;

function route(init: RouteInit): RouteEntry {
  return {
    layout: 'player',
    page: null,
    requiresAuth: false,
    isGamePage: false,
    forbidsTrial: false,
    requiresAgent: false,
    modal: null,
    ...init,
  };
}

export const routeTable: readonly RouteEntry[] = [
  // Home and its aliases.
  route({ path: '/', page: 'home' }),
  route({ path: '/index', page: 'home' }),
  route({ path: '/index.html', page: 'home' }),
  route({ path: '/home', page: 'home' }),
  // The home page with the login or register popup (`/login?resetToken=…` opens the new-password dialog).
  route({ path: loginPath, page: 'home', modal: 'login' }),
  route({ path: registerPath, page: 'home', modal: 'register' }),
  // Help center over the home page; the hash names an entry (`/help#term`).
  route({ path: '/help', page: 'help' }),
  // Agent area.
  route({ path: agentLoginPath, layout: 'agent', page: 'agentLogin' }),
  route({ path: agentHomePath, layout: 'agent', page: 'agentHome', requiresAuth: true, requiresAgent: true }),
  // Member area and account lists.
  route({ path: memberPath, page: 'member', requiresAuth: true, forbidsTrial: true }),
  route({ path: '/favorite', page: 'favorite', requiresAuth: true }),
  route({ path: '/recent', page: 'recent', requiresAuth: true }),
  route({ path: pointMallPath, page: 'pointMall', requiresAuth: true, forbidsTrial: true }),
  route({ path: '/promotions', page: 'promotions' }),
  // Game centers by game type.
  route({ path: '/sports', page: 'gameCentre' }),
  route({ path: '/esports', page: 'gameCentre' }),
  route({ path: '/lott', page: 'gameCentre' }),
  route({ path: '/elott', page: 'gameCentre' }),
  route({ path: '/cockfight', page: 'gameCentre' }),
  // Game list centers (optional query `vassalage`).
  route({ path: '/live', page: 'gameList' }),
  route({ path: '/fish', page: 'gameList' }),
  route({ path: '/rng', page: 'gameList' }),
  route({ path: '/pvp', page: 'gameList' }),
  route({ path: '/bgs', page: 'gameList' }),
  // Game pages: no side menu. Lottery pages need a session (query `gameCode`).
  route({ path: '/seamless', page: 'seamless', isGamePage: true }),
  route({ path: '/lottery', page: 'lottery', isGamePage: true, requiresAuth: true }),
  route({ path: '/seaLottery', page: 'seaLottery', isGamePage: true, requiresAuth: true }),
  route({ path: '/vnLottery', page: 'vnLottery', isGamePage: true, requiresAuth: true }),
  // spec: §2.1 — other path forms also treated as game pages (`/lottert` is the original's spelling).
  route({ path: '/lottert', isGamePage: true }),
  route({ path: '/vnlottery', isGamePage: true }),
  route({ path: '/sealottery', isGamePage: true }),
];

const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));

/** Drops one trailing slash so `/help/` finds `/help`; the root stays `/`. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The route for a pathname, or undefined when no route exists (the not-found screen). */
export function resolveRoute(pathname: string): RouteEntry | undefined {
  return byPath.get(normalizePathname(pathname));
}

/** Where a visitor without a session is sent: the agent entrance for the agent area, else the login popup. */
export function loginPathFor(route: RouteEntry | undefined): string {
  return route?.layout === 'agent' ? agentLoginPath : loginPath;
}

/** True when the visitor must sign in first: the route needs a session and no token is stored. */
export function needsLogin(route: RouteEntry | undefined, token: string | null | undefined): boolean {
  return Boolean(route?.requiresAuth) && !token;
}

/** The side menu is shown on every player route except game pages (SPEC §2.1). */
export function showsSideMenu(route: RouteEntry | undefined): boolean {
  return route?.layout !== 'agent' && !route?.isGamePage;
}

export function routesOfLayout(layout: Layout): RouteEntry[] {
  return routeTable.filter((entry) => entry.layout === layout);
}
