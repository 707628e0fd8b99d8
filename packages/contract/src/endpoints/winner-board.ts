import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { languageSchema, queryObject } from '../schemas.ts';
import { gameItemSchema, gameTypeSchema } from './catalog.ts';

/** The most rows a winner board answers (upstream clients ask for 20). */
export const winnerBoardMaxRows = 20;

/** One win of the board: the masked player name, the win and the game it was won in (upstream-api §4.4). */
export const winnerBoardRowSchema = z.object({
  vo: gameItemSchema.extend({
    /** The winner's username masked the way the trade shows it, e.g. `ju***1`. */
    customerName: z.string(),
    /** The round's win: a JSON number with at most 2 decimals. */
    winAmount: z.number(),
    currency: z.string(),
    /** When the round settled (ISO 8601). */
    settledAt: z.string(),
  }),
});

export type WinnerBoardRow = z.infer<typeof winnerBoardRowSchema>;

export const getRankList = defineEndpoint({
  name: 'getRankList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'games',
  summary:
    "The winner board: the merchant's biggest wins of settled rounds (bet records), newest first among equals, in games of the catalog; names masked, cached briefly",
  request: queryObject({
    /** `ALL`, or one game type. */
    gameCategory: z.union([z.literal('ALL'), gameTypeSchema]).default('ALL'),
    language: languageSchema.optional(),
    limitNum: z.coerce.number().int().min(1).max(winnerBoardMaxRows).default(winnerBoardMaxRows),
  }),
  response: z.object({ list: z.array(winnerBoardRowSchema) }),
});

/** The desktop client's name of the winner board (upstream-api §1.4): the same call under its recorded path. */
export const getWinnerBoard = defineEndpoint({
  ...getRankList,
  name: 'getWinnerBoard',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
});
