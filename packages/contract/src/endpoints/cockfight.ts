import { z } from 'zod';
import {
  cockfightArenaQuerySchema,
  cockfightArenaSchema,
  cockfightBetsSchema,
  cockfightFightAnswerSchema,
  controlCockfightFightRequestSchema,
  createCockfightFightRequestSchema,
  placeCockfightBetRequestSchema,
  placeCockfightBetResponseSchema,
} from '../cockfight-api.ts';
import { defineEndpoint } from '../endpoint.ts';

const tag = 'sportsbook';

/**
 * Cockfight in the sportsbook (decision 0072), served by the sportsbook — not part of the platform's route table.
 * The page's calls are `game` calls on the session of the `cockfight` lane; the operator's are signed with the
 * secret the platform signs its `/rgs/v1/*` calls with (`provider`).
 */
export const cockfightEndpoints = {
  arena: defineEndpoint({
    name: 'cockfightArena',
    method: 'GET',
    path: '/api/v1/cockfight/arena',
    auth: 'game',
    tag,
    summary: 'The fight on now in an arena (or the next), the fights after it and the last results',
    request: cockfightArenaQuerySchema,
    response: cockfightArenaSchema,
  }),
  placeBet: defineEndpoint({
    name: 'placeCockfightBet',
    method: 'POST',
    path: '/api/v1/cockfight/bets',
    auth: 'game',
    tag,
    summary: "Bets MERON, WALA or DRAW on a fight whose window is open, at the fight's odds",
    request: placeCockfightBetRequestSchema,
    response: placeCockfightBetResponseSchema,
  }),
  myBets: defineEndpoint({
    name: 'myCockfightBets',
    method: 'GET',
    path: '/api/v1/cockfight/bets',
    auth: 'game',
    tag,
    summary: "The session player's cockfight bets, newest first",
    request: z.strictObject({}),
    response: cockfightBetsSchema,
  }),
  createFight: defineEndpoint({
    name: 'rgsCreateCockfightFight',
    method: 'POST',
    path: '/rgs/v1/cockfight/fights',
    auth: 'provider',
    tag,
    summary: "An operator's fight in an arena (created with it when new), scheduled, at the odds given",
    request: createCockfightFightRequestSchema,
    response: cockfightFightAnswerSchema,
  }),
  controlFight: defineEndpoint({
    name: 'rgsControlCockfightFight',
    method: 'POST',
    path: '/rgs/v1/cockfight/fights/control',
    auth: 'provider',
    tag,
    summary: "Opens, closes, settles or cancels an operator's fight (settle and cancel move the bets' money)",
    request: controlCockfightFightRequestSchema,
    response: cockfightFightAnswerSchema,
  }),
} as const;
