import { rgsLaunch, rgsListGames, sportsbookEndpoints as calls } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import type { BetService } from './bets/bets.service.ts';
import { sportsbookCatalog } from './sessions/catalog.ts';
import type { SessionService } from './sessions/sessions.service.ts';

/** The platform's signed calls: the catalog and launches. */
export function platformRoutes(binder: EndpointBinder, deps: { sessions: SessionService; providerCode: string }) {
  binder.bind(rgsListGames, async () => sportsbookCatalog(deps.providerCode));
  binder.bind(rgsLaunch, async ({ requestId: _requestId, timestamp: _timestamp, ...launch }) => ({
    url: await deps.sessions.launch(launch),
  }));
}

/** The betting pages' calls (a session of either lane). */
export function playerRoutes(
  binder: EndpointBinder,
  deps: { sessions: SessionService; bets: BetService; caller: GameSessionCaller },
) {
  const { sessions, bets, caller } = deps;
  binder.bind(calls.startSession, ({ token }) => sessions.start(token));
  binder.bind(calls.events, async ({ sport }, request) => ({
    events: await bets.events(caller.sessionOf(request), sport),
  }));
  binder.bind(calls.placeBet, ({ requestId, stake, legs, oddsChange }, request) =>
    bets.place(caller.sessionOf(request), { requestId, stakeMinor: stake, legs, oddsChange }),
  );
  binder.bind(calls.myBets, async (_input, request) => ({ bets: await bets.mine(caller.sessionOf(request)) }));
}
