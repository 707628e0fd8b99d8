import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { HomePage } from '../areas/player/home-page.tsx';
import { PlayerLayout } from '../areas/player/player-layout.tsx';
import { withNamespaces } from '../lib/i18n.ts';
import { readSessionToken } from '../lib/storage.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { RootShell } from './root-shell.tsx';
import { pageRouteObject, type PageRoute } from './route-objects.ts';
import { PageErrorScreen, RootErrorScreen } from './route-error-screen.tsx';
import { loginPathFor, needsLogin, routesOfLayout, type PageId, type RouteEntry } from '../lib/route-table.ts';

/** A lobby page (game centres, list centres, account game lists, /seamless), loaded with its texts. */
function lobbyPage(load: () => Promise<ComponentType>): PageRoute {
  return { lazy: { Component: () => withNamespaces(['lobby'], load) } };
}

/** A lottery page (decision 0071), loaded with its texts. */
function lotteryPage(name: 'LotteryPage' | 'SeaLotteryPage' | 'VnLotteryPage'): PageRoute {
  return {
    lazy: {
      Component: async () =>
        (await withNamespaces(['lottery'], () => import('../features/lottery/lottery-pages.tsx')))[name],
    },
  };
}

/** Page ids of the route table to components; pages other than home load on demand. */
const pages: Record<PageId, PageRoute> = {
  home: { Component: HomePage },
  help: { lazy: { Component: async () => (await import('../areas/player/help-page.tsx')).HelpPage } },
  member: {
    lazy: {
      Component: async () =>
        (
          await withNamespaces(
            ['member', 'account', 'money', 'records', 'points'],
            () => import('../areas/player/member/member-page.tsx'),
          )
        ).MemberPage,
    },
  },
  agentLogin: {
    lazy: {
      Component: async () =>
        (await withNamespaces(['account'], () => import('../areas/agent/agent-login-page.tsx'))).AgentLoginPage,
    },
  },
  gameCentre: lobbyPage(async () => (await import('../areas/player/lobby/game-centre-page.tsx')).GameCentrePage),
  gameList: lobbyPage(async () => (await import('../areas/player/lobby/game-list-page.tsx')).GameListPage),
  favorite: lobbyPage(async () => (await import('../areas/player/lobby/account-games-pages.tsx')).FavoritePage),
  recent: lobbyPage(async () => (await import('../areas/player/lobby/account-games-pages.tsx')).RecentPage),
  seamless: lobbyPage(async () => (await import('../areas/player/lobby/seamless-page.tsx')).SeamlessPage),
  pointMall: {
    lazy: {
      Component: async () =>
        (await withNamespaces(['points', 'lobby'], () => import('../areas/player/point-mall-page.tsx'))).PointMallPage,
    },
  },
  promotions: {
    lazy: {
      Component: async () =>
        (await withNamespaces(['promo'], () => import('../features/promotions/promotions-page.tsx'))).PromotionsPage,
    },
  },
  lottery: lotteryPage('LotteryPage'),
  seaLottery: lotteryPage('SeaLotteryPage'),
  vnLottery: lotteryPage('VnLotteryPage'),
  agentHome: {
    lazy: {
      Component: async () =>
        (await withNamespaces(['account', 'money', 'agent'], () => import('../areas/agent/agent-home-page.tsx')))
          .AgentHomePage,
    },
  },
};

/** SPEC §2.1: a route that needs a session sends a visitor without a token to /login (/agent for agents' pages). */
function requireSession(entry: RouteEntry): RouteObject['loader'] {
  if (!entry.requiresAuth) return undefined;
  return () => (needsLogin(entry, readSessionToken()) ? redirect(loginPathFor(entry)) : null);
}

/** The gates of guarded routes, loaded with the page they guard (not part of the first load). */
const gates = {
  realAccount: {
    lazy: {
      Component: async () => (await withNamespaces(['account'], () => import('./route-gates.tsx'))).RealAccountOutlet,
    },
  },
  agent: {
    lazy: {
      Component: async () => (await withNamespaces(['account'], () => import('./route-gates.tsx'))).AgentOutlet,
    },
  },
} satisfies Record<string, PageRoute>;

function toRouteObject(entry: RouteEntry): RouteObject {
  const page = entry.page ? pages[entry.page] : { Component: NotFoundPage };
  const base = { path: entry.path, caseSensitive: true, loader: requireSession(entry), ErrorBoundary: PageErrorScreen };
  const gate = entry.requiresAgent ? gates.agent : entry.forbidsTrial ? gates.realAccount : null;
  return pageRouteObject(base, page, gate, PageErrorScreen);
}

function StartingRoutes() {
  const { t } = useTranslation();
  return <FullScreenLoader label={t('loading')} />;
}

/** The route tree built from the route table: one layout route per area, the agent area loaded on demand. */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: RootShell,
      ErrorBoundary: RootErrorScreen,
      HydrateFallback: StartingRoutes,
      children: [
        {
          Component: PlayerLayout,
          children: [
            ...routesOfLayout('player').map(toRouteObject),
            { path: '*', Component: NotFoundPage, ErrorBoundary: PageErrorScreen },
          ],
        },
        {
          lazy: {
            Component: async () =>
              (await withNamespaces(['account'], () => import('../areas/agent/agent-layout.tsx'))).AgentLayout,
          },
          ErrorBoundary: RootErrorScreen,
          children: routesOfLayout('agent').map(toRouteObject),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
