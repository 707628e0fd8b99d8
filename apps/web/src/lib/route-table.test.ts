import { describe, expect, it } from 'vitest';
import {
  loginPathFor,
  needsLogin,
  normalizePathname,
  resolveRoute,
  routeTable,
  routesOfLayout,
  showsSideMenu,
} from './route-table.ts';

describe('resolveRoute', () => {
  it.each(['/', '/index', '/index.html', '/home'])('maps the home alias %s to the home page', (path) => {
    expect(resolveRoute(path)).toMatchObject({ page: 'home', layout: 'player', requiresAuth: false });
  });

  it('renders the home page under /login and /register, with their popups', () => {
    expect(resolveRoute('/login')).toMatchObject({ page: 'home', modal: 'login' });
    expect(resolveRoute('/register')).toMatchObject({ page: 'home', modal: 'register' });
  });

  it('opens no popup on other routes', () => {
    expect(routeTable.filter((entry) => entry.modal).map((entry) => entry.path)).toEqual(['/login', '/register']);
  });

  it('maps the member center and the agent area to their pages', () => {
    expect(resolveRoute('/member')?.page).toBe('member');
    expect(resolveRoute('/agent')?.page).toBe('agentLogin');
    expect(resolveRoute('/agentHome')?.page).toBe('agentHome');
  });

  it('maps /help to the help center', () => {
    expect(resolveRoute('/help')?.page).toBe('help');
  });

  it('accepts one trailing slash', () => {
    expect(resolveRoute('/help/')?.path).toBe('/help');
    expect(normalizePathname('/')).toBe('/');
  });

  it('is case-sensitive: /vnLottery and /vnlottery are different routes', () => {
    expect(resolveRoute('/vnLottery')?.requiresAuth).toBe(true);
    expect(resolveRoute('/vnlottery')?.requiresAuth).toBe(false);
    expect(resolveRoute('/VNLOTTERY')).toBeUndefined();
  });

  it('returns undefined for an unknown path', () => {
    expect(resolveRoute('/no-such-page')).toBeUndefined();
  });

  it('knows every route of SPEC §2.1, with pages not built yet marked page null', () => {
    const built = {
      '/seamless': 'seamless',
      '/sports': 'gameCentre',
      '/esports': 'gameCentre',
      '/lott': 'gameCentre',
      '/elott': 'gameCentre',
      '/cockfight': 'gameCentre',
      '/live': 'gameList',
      '/fish': 'gameList',
      '/rng': 'gameList',
      '/pvp': 'gameList',
      '/bgs': 'gameList',
      '/favorite': 'favorite',
      '/recent': 'recent',
      '/pointMall': 'pointMall',
      '/promotions': 'promotions',
      '/lottery': 'lottery',
      '/seaLottery': 'seaLottery',
      '/vnLottery': 'vnLottery',
    };
    const notBuilt = ['/lottert', '/vnlottery', '/sealottery'];
    for (const [path, page] of Object.entries(built)) expect(resolveRoute(path), path).toMatchObject({ path, page });
    for (const path of notBuilt) expect(resolveRoute(path), path).toMatchObject({ path, page: null });
  });

  it('has no duplicate paths', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('layouts', () => {
  it('puts exactly /agent and /agentHome in the agent layout', () => {
    expect(routesOfLayout('agent').map((entry) => entry.path)).toEqual(['/agent', '/agentHome']);
  });
});

describe('needsLogin', () => {
  const protectedPaths = [
    '/member',
    '/agentHome',
    '/favorite',
    '/recent',
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/pointMall',
  ];

  it.each(protectedPaths)('sends a visitor without a token away from %s', (path) => {
    expect(needsLogin(resolveRoute(path), null)).toBe(true);
    expect(needsLogin(resolveRoute(path), '')).toBe(true);
  });

  it.each(protectedPaths)('lets a visitor with a token into %s', (path) => {
    expect(needsLogin(resolveRoute(path), 'a-token')).toBe(false);
  });

  it('marks only those routes as requiring a session', () => {
    const flagged = routeTable.filter((entry) => entry.requiresAuth).map((entry) => entry.path);
    expect(flagged.sort()).toEqual([...protectedPaths].sort());
  });

  it('sends a visitor without a session to the login popup, or to the agent entrance from the agent area', () => {
    expect(loginPathFor(resolveRoute('/member'))).toBe('/login');
    expect(loginPathFor(resolveRoute('/lottery'))).toBe('/login');
    expect(loginPathFor(resolveRoute('/agentHome'))).toBe('/agent');
  });

  it('never blocks public routes or unknown paths', () => {
    expect(needsLogin(resolveRoute('/'), null)).toBe(false);
    expect(needsLogin(resolveRoute('/help'), null)).toBe(false);
    expect(needsLogin(resolveRoute('/promotions'), null)).toBe(false);
    expect(needsLogin(undefined, null)).toBe(false);
  });
});

describe('account guards', () => {
  it('warns trial accounts away from the member center (wallet pages live there) and the points mall', () => {
    expect(routeTable.filter((entry) => entry.forbidsTrial).map((entry) => entry.path)).toEqual([
      '/member',
      '/pointMall',
    ]);
  });

  it('lets only agents into the agent center', () => {
    expect(routeTable.filter((entry) => entry.requiresAgent).map((entry) => entry.path)).toEqual(['/agentHome']);
  });
});

describe('showsSideMenu', () => {
  it.each(['/seamless', '/lottery', '/lottert', '/vnLottery', '/vnlottery', '/seaLottery', '/sealottery'])(
    'hides the side menu on the game page %s',
    (path) => {
      expect(resolveRoute(path)?.isGamePage).toBe(true);
      expect(showsSideMenu(resolveRoute(path))).toBe(false);
    },
  );

  it('shows it on other player routes and on the not-found screen', () => {
    expect(showsSideMenu(resolveRoute('/'))).toBe(true);
    expect(showsSideMenu(resolveRoute('/help'))).toBe(true);
    expect(showsSideMenu(resolveRoute('/sports'))).toBe(true);
    expect(showsSideMenu(undefined)).toBe(true);
  });

  it('hides it in the agent layout', () => {
    expect(showsSideMenu(resolveRoute('/agent'))).toBe(false);
  });
});
