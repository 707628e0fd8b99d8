import { sportsbookBackOfficeEndpoints as calls } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { SportsBackOffice } from './back-office.service.ts';

/**
 * The sportsbook's back office (decisions 0084, 0089): signed by the platform (`provider` caller), each call about
 * the merchant its body names.
 */
export function backOfficeRoutes(binder: EndpointBinder, deps: { backOffice: SportsBackOffice }) {
  const { backOffice } = deps;
  binder.bind(calls.events, ({ merchantCode, scope, sport }) => backOffice.events(merchantCode, scope, sport));
  binder.bind(calls.marketAction, ({ merchantCode, marketId, action }) =>
    backOffice.marketAction(merchantCode, { marketId, action }),
  );
  binder.bind(calls.voidBets, ({ merchantCode, eventId, marketId, reason }) =>
    backOffice.voidBets(merchantCode, { eventId, marketId, reason }),
  );
  binder.bind(calls.exposure, ({ merchantCode, eventId }) => backOffice.exposure(merchantCode, eventId));
  binder.bind(calls.bets, ({ merchantCode, requestId: _r, timestamp: _t, ...filter }) =>
    backOffice.bets(merchantCode, filter),
  );
}
