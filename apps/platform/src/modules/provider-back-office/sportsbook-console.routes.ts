import {
  getSportsbookExposure,
  listSportsbookEvents,
  listSportsbookProviders,
  searchSportsbookBets,
  setSportsbookMarketState,
  voidSportsbookBets,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf as actorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { SportsbookConsoleService } from './sportsbook-console.service.ts';

/** The console's sportsbook section (decision 0089), inside the operator's merchant. */
export function sportsbookConsoleRoutes(bind: EndpointBinder, sportsbook: SportsbookConsoleService) {
  bind.bind(listSportsbookProviders, async (_input, request) => sportsbook.providers(merchantIdOf(request)));
  bind.bind(listSportsbookEvents, async ({ providerCode, scope, sport }, request) =>
    sportsbook.events(merchantIdOf(request), providerCode, sport === undefined ? { scope } : { scope, sport }),
  );
  bind.bind(setSportsbookMarketState, async ({ providerCode, marketId, action }, request) =>
    sportsbook.marketState(merchantIdOf(request), providerCode, { marketId, action }, actorOf(request)),
  );
  bind.bind(voidSportsbookBets, async ({ providerCode, eventId, marketId, reason }, request) =>
    sportsbook.voidBets(merchantIdOf(request), providerCode, { eventId, marketId, reason }, actorOf(request)),
  );
  bind.bind(getSportsbookExposure, async ({ providerCode, eventId }, request) =>
    sportsbook.exposure(merchantIdOf(request), providerCode, eventId),
  );
  bind.bind(searchSportsbookBets, async ({ providerCode, t: _t, ...filter }, request) =>
    sportsbook.bets(merchantIdOf(request), providerCode, filter),
  );
}
