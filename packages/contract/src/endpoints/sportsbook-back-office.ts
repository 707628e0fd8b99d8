import { backOfficePathPrefix, backOfficeRequest } from '../provider-back-office.ts';
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
import { providerCall } from './game-server.ts';

const call = providerCall('sportsbook');

/**
 * The sportsbook's back office (decision 0089 on the path of decision 0084): signed by the platform, always about
 * one merchant. Served by the sportsbook, not part of the platform's route table.
 */
export const sportsbookBackOfficeEndpoints = {
  events: call(
    'sportsBackOfficeEvents',
    'POST',
    `${backOfficePathPrefix}/sportsbook/events`,
    'provider',
    "Events with their markets, the merchant's suspensions and voids and its open bets on each market",
    backOfficeRequest(sportsConsoleEventsQueryFields),
    sportsConsoleEventsSchema,
  ),
  marketAction: call(
    'sportsBackOfficeMarketAction',
    'POST',
    `${backOfficePathPrefix}/sportsbook/markets/state`,
    'provider',
    "Suspends or reopens a market for the merchant's players",
    backOfficeRequest(sportsMarketActionFields),
    sportsMarketActionSchema,
  ),
  voidBets: call(
    'sportsBackOfficeVoid',
    'POST',
    `${backOfficePathPrefix}/sportsbook/void`,
    'provider',
    'Voids an event or a market for the merchant: its legs void, whole bets refunded through the wallet, once',
    backOfficeRequest(sportsVoidFields),
    sportsVoidSchema,
  ),
  exposure: call(
    'sportsBackOfficeExposure',
    'POST',
    `${backOfficePathPrefix}/sportsbook/exposure`,
    'provider',
    "The merchant's open bets per selection, the biggest payouts first",
    backOfficeRequest(sportsExposureQueryFields),
    sportsExposureSchema,
  ),
  bets: call(
    'sportsBackOfficeBets',
    'POST',
    `${backOfficePathPrefix}/sportsbook/bets`,
    'provider',
    "The merchant's bets by player, event, state and day, newest first, a page at a time",
    backOfficeRequest(sportsBetSearchFields),
    sportsBetSearchSchema,
  ),
} as const;
