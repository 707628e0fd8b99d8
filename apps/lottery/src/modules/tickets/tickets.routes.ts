import { lotteryEndpoints } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import type { TicketService } from './tickets.service.ts';

/** The lottery page's ticket calls (session header). */
export function ticketRoutes(binder: EndpointBinder, deps: { tickets: TicketService; caller: GameSessionCaller }) {
  binder.bind(lotteryEndpoints.buy, (input, request) => deps.tickets.buy(deps.caller.sessionOf(request), input));
  binder.bind(lotteryEndpoints.tickets, (_input, request) => deps.tickets.mine(deps.caller.sessionOf(request)));
}
