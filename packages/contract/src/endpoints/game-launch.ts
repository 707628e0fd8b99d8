import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { languageSchema, queryObject, text } from '../schemas.ts';
import { gameItemSchema, gameTypeSchema, vassalageSchema } from './catalog.ts';

/**
 * What a launch refused because the game or its vendor is under maintenance carries in the error envelope's
 * `value`: popular games that can start now (SPEC §8, the game-maintenance page).
 */
export const gameMaintenanceValueSchema = z.object({ alternatives: z.array(gameItemSchema) });

export const launchGame = defineEndpoint({
  name: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'member',
  moduleId: 'GAMELO3',
  tag: 'games',
  summary:
    "Starts a game for a signed-in real account (SPEC §4): asks the game's provider for a launch URL with a one-use token and records the play; a game under maintenance answers game_under_maintenance with popular alternatives",
  request: queryObject({
    /** The game (its favourite key); the other game fields, when sent, must name the same game. */
    nodeId: z
      .union([z.number(), z.string().regex(/^[1-9][0-9]{0,15}$/, 'digits_only')])
      .transform(Number)
      .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
    gameId: text(64).optional(),
    vassalage: z.union([z.literal(''), vassalageSchema]).optional(),
    gameType: gameTypeSchema.optional(),
    /** The client's platform label (upstream: `html5-desktop`, `html5`); informational. */
    platform: text(64).optional(),
    /** Upstream clients send `GLS` for a vendor launch. */
    launchMode: z.literal('GLS').optional(),
    /** 1 = real money (the only mode served; a free-play launch is not offered). */
    accountType: z.literal('1').optional(),
    language: languageSchema.optional(),
    /** Accepted for upstream clients and not used (upstream ignores it too): the game returns to this site. */
    backUrl: text(512).optional(),
  }),
  response: z.object({ content: z.object({ game_url: z.string() }) }),
});
