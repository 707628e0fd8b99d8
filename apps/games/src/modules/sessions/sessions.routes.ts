import { gamesApiEndpoints, rgsLaunch } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import type { SessionService } from './sessions.service.ts';

/** `POST /rgs/v1/launch`, signed by the platform. */
export function launchRoutes(binder: EndpointBinder, sessions: SessionService) {
  binder.bind(rgsLaunch, async ({ requestId: _requestId, timestamp: _timestamp, ...launch }) => ({
    url: await sessions.launch(launch),
  }));
}

/** Session start (the page's one exchange of its launch token) and the balance. */
export function sessionRoutes(binder: EndpointBinder, deps: { sessions: SessionService; caller: GameSessionCaller }) {
  const { sessions, caller } = deps;
  binder.bind(gamesApiEndpoints.startSession, ({ token }) => sessions.start(token));
  binder.bind(gamesApiEndpoints.balance, (_input, request) => sessions.balance(caller.sessionOf(request)));
}
