import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  cashOutSportsBetRequestSchema,
  correctSportsResultRequestSchema,
  correctSportsResultResponseSchema,
  placeSportsBetRequestSchema,
  placeSportsBetResponseSchema,
  sportsBetsSchema,
  sportsEventsQuerySchema,
  sportsEventsSchema,
  sportsOddsFormatRequestSchema,
  sportsOddsFormatResponseSchema,
  sportsSessionStartRequestSchema,
  sportsSessionStartResponseSchema,
} from '../sportsbook-api.ts';

const tag = 'sportsbook';

/**
 * The sportsbook's browser calls (decision 0057), served by the sportsbook (a provider like the game server) —
 * not part of the platform's route table. `game` calls carry the session token in `x-game-session`.
 */
export const sportsbookEndpoints = {
  startSession: defineEndpoint({
    name: 'startSportsSession',
    method: 'POST',
    path: '/api/v1/sports/session',
    auth: 'none',
    tag,
    summary: 'Exchanges the launch token once for a sportsbook session',
    request: sportsSessionStartRequestSchema,
    response: sportsSessionStartResponseSchema,
  }),
  events: defineEndpoint({
    name: 'sportsEvents',
    method: 'GET',
    path: '/api/v1/sports/events',
    auth: 'game',
    tag,
    summary: "Upcoming and live events of the session's lane with their markets",
    request: sportsEventsQuerySchema,
    response: sportsEventsSchema,
  }),
  placeBet: defineEndpoint({
    name: 'placeSportsBet',
    method: 'POST',
    path: '/api/v1/sports/bets',
    auth: 'game',
    tag,
    summary: 'Places a single or a parlay at the current prices (stake debited through the wallet)',
    request: placeSportsBetRequestSchema,
    response: placeSportsBetResponseSchema,
  }),
  myBets: defineEndpoint({
    name: 'mySportsBets',
    method: 'GET',
    path: '/api/v1/sports/bets',
    auth: 'game',
    tag,
    summary: "The session player's bets, newest first",
    request: z.strictObject({}),
    response: sportsBetsSchema,
  }),
  cashOut: defineEndpoint({
    name: 'cashOutSportsBet',
    method: 'POST',
    path: '/api/v1/sports/bets/cash-out',
    auth: 'game',
    tag,
    summary: 'Takes the cash-out offer of an open bet (re-checked now; credited through the wallet once)',
    request: cashOutSportsBetRequestSchema,
    response: placeSportsBetResponseSchema,
  }),
  setOddsFormat: defineEndpoint({
    name: 'setSportsOddsFormat',
    method: 'POST',
    path: '/api/v1/sports/odds-format',
    auth: 'game',
    tag,
    summary: "Stores the session player's odds format (decimal, Hong Kong, Malay, Indonesian)",
    request: sportsOddsFormatRequestSchema,
    response: sportsOddsFormatResponseSchema,
  }),
  correctResult: defineEndpoint({
    name: 'rgsCorrectSportsResult',
    method: 'POST',
    path: '/rgs/v1/sports/results/correct',
    auth: 'provider',
    tag,
    summary: "Corrects a settled event's result: every bet on it re-graded, the differences through the wallet",
    request: correctSportsResultRequestSchema,
    response: correctSportsResultResponseSchema,
  }),
} as const;
