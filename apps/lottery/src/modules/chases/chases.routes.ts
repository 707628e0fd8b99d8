import { lotteryEndpoints } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import type { ChaseService } from './chases.service.ts';

/** The lottery page's chase calls (session header): buy a chase, list the player's chases, cancel the rest of one. */
export function chaseRoutes(binder: EndpointBinder, deps: { chases: ChaseService; caller: GameSessionCaller }) {
  binder.bind(lotteryEndpoints.chase, (input, request) => deps.chases.buy(deps.caller.sessionOf(request), input));
  binder.bind(lotteryEndpoints.chases, (_input, request) => deps.chases.mine(deps.caller.sessionOf(request)));
  binder.bind(lotteryEndpoints.cancelChase, ({ chaseId }, request) =>
    deps.chases.cancel(deps.caller.sessionOf(request), chaseId),
  );
}
