import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, queryObject } from '../schemas.ts';
import {
  sportsBetSearchFields,
  sportsBetSearchSchema,
  sportsConsoleEventsQueryFields,
  sportsConsoleEventsSchema,
  sportsExposureQueryFields,
  sportsExposureSchema,
  sportsMarketActionFields,
  sportsMarketActionSchema,
  sportsVoidFields,
  sportsVoidSchema,
} from '../sportsbook-back-office.ts';

/**
 * The console's sportsbook section (issue 19, decision 0089). Each call names one of the merchant's providers of
 * the `sports` category; the platform checks it, then asks that provider's back office about this merchant only.
 */
const providerCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

export const listSportsbookProviders = defineEndpoint({
  name: 'listSportsbookProviders',
  method: 'GET',
  path: '/cms/v1/sportsbook/providers',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's switched-on providers of the sports category, whose back office the console opens",
  request: emptyQuery,
  response: z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const listSportsbookEvents = defineEndpoint({
  name: 'listSportsbookEvents',
  method: 'GET',
  path: '/cms/v1/sportsbook/events',
  auth: 'operator',
  tag: 'console',
  summary: "Events with their markets, the merchant's suspensions and voids and its open bets on each market",
  request: queryObject({ providerCode, ...sportsConsoleEventsQueryFields }),
  response: sportsConsoleEventsSchema,
});

export const setSportsbookMarketState = defineEndpoint({
  name: 'setSportsbookMarketState',
  method: 'POST',
  path: '/cms/v1/sportsbook/markets/state',
  auth: 'operator',
  tag: 'console',
  summary: "Suspends or reopens a market for the merchant's players; audited",
  request: z.strictObject({ providerCode, ...sportsMarketActionFields }),
  response: sportsMarketActionSchema,
});

export const voidSportsbookBets = defineEndpoint({
  name: 'voidSportsbookBets',
  method: 'POST',
  path: '/cms/v1/sportsbook/void',
  auth: 'operator',
  tag: 'console',
  summary:
    'Voids an event or a market for the merchant: its bets on it refunded (or re-priced) through the wallet, once; audited with the reason',
  request: z.strictObject({ providerCode, ...sportsVoidFields }),
  response: sportsVoidSchema,
});

export const getSportsbookExposure = defineEndpoint({
  name: 'getSportsbookExposure',
  method: 'GET',
  path: '/cms/v1/sportsbook/exposure',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's open bets per selection (one event's, or the biggest of all), the biggest payouts first",
  request: queryObject({ providerCode, ...sportsExposureQueryFields }),
  response: sportsExposureSchema,
});

export const searchSportsbookBets = defineEndpoint({
  name: 'searchSportsbookBets',
  method: 'GET',
  path: '/cms/v1/sportsbook/bets',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's sportsbook bets by player, event, state and day, newest first, a page at a time",
  request: queryObject({ providerCode, ...sportsBetSearchFields }),
  response: sportsBetSearchSchema,
});
