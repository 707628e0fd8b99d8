import { z } from 'zod';
import { sessionStartRequestSchema } from '../games-api.ts';
import { providerCall } from './game-server.ts';
import {
  lotteryBuyRequestSchema,
  lotteryBuyResponseSchema,
  lotteryCancelRequestSchema,
  lotteryCancelResponseSchema,
  lotteryDrawSchema,
  lotteryDrawsQuerySchema,
  lotteryDrawsSchema,
  lotterySessionResponseSchema,
  lotteryTicketsSchema,
  lotteryVerifyRequestSchema,
  lotteryVerifyResponseSchema,
} from '../lottery-api.ts';

/**
 * The calls our lottery provider (apps/lottery) serves beside the game server's `/rgs/v1/games` and
 * `/rgs/v1/launch` (game-server.ts) and its balance call: the lottery page's calls under `/api/v1` (`game`
 * calls carry `x-game-session`), the public draws, and the platform's signed cancellation of a draw. Not part of
 * the platform's route table.
 */
const call = providerCall('lottery');

export const lotteryEndpoints = {
  startSession: call(
    'lotterySession',
    'POST',
    '/api/v1/session',
    'none',
    'Exchanges the launch token once for a lottery session',
    sessionStartRequestSchema,
    lotterySessionResponseSchema,
  ),
  draws: call(
    'lotteryDraws',
    'GET',
    '/api/v1/draws',
    'none',
    "A game's open draw and its latest results",
    lotteryDrawsQuerySchema,
    lotteryDrawsSchema,
  ),
  draw: call(
    'lotteryDraw',
    'GET',
    '/api/v1/draws/:drawCode',
    'none',
    'One draw: its commitment, and its seed and numbers once drawn',
    z.strictObject({ drawCode: z.string().min(1).max(40) }),
    lotteryDrawSchema,
  ),
  verify: call(
    'lotteryVerify',
    'POST',
    '/api/v1/draws/verify',
    'none',
    "Recomputes a draw's numbers from its revealed seed",
    lotteryVerifyRequestSchema,
    lotteryVerifyResponseSchema,
  ),
  buy: call(
    'lotteryBuy',
    'POST',
    '/api/v1/tickets',
    'game',
    'Buys a ticket on an open draw of the session game (debited at once)',
    lotteryBuyRequestSchema,
    lotteryBuyResponseSchema,
  ),
  tickets: call(
    'lotteryTickets',
    'GET',
    '/api/v1/tickets',
    'game',
    "The session player's latest tickets of the game",
    z.strictObject({}),
    lotteryTicketsSchema,
  ),
  cancelDraw: call(
    'lotteryCancelDraw',
    'POST',
    '/rgs/v1/lottery/draws/cancel',
    'provider',
    'Cancels an open draw and refunds every ticket (signed by the platform)',
    lotteryCancelRequestSchema,
    lotteryCancelResponseSchema,
  ),
} as const;
