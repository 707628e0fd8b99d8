import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  placeSportsBetRequestSchema,
  placeSportsBetResponseSchema,
  sportsBetsSchema,
  sportsEventsQuerySchema,
  sportsEventsSchema,
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
} as const;
