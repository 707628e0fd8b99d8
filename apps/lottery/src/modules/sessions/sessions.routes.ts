import { gamesApiEndpoints, lotteryEndpoints, rgsLaunch, rgsListGames } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SessionService } from './sessions.service.ts';

/** The platform's signed calls: the catalog (`GET /rgs/v1/games`) and launches (`POST /rgs/v1/launch`). */
export function platformRoutes(binder: EndpointBinder, deps: { sessions: SessionService; catalog: CatalogService }) {
  binder.bind(rgsListGames, async () => deps.catalog.listCatalog());
  binder.bind(rgsLaunch, async ({ requestId: _requestId, timestamp: _timestamp, ...launch }) => ({
    url: await deps.sessions.launch(launch),
  }));
}

/** Session start (the page's one exchange of its launch token) and the balance. */
export function sessionRoutes(binder: EndpointBinder, deps: { sessions: SessionService; caller: GameSessionCaller }) {
  binder.bind(lotteryEndpoints.startSession, ({ token }) => deps.sessions.start(token));
  binder.bind(gamesApiEndpoints.balance, (_input, request) => deps.sessions.balance(deps.caller.sessionOf(request)));
}
