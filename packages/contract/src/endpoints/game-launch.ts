import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, languageSchema, queryObject, text } from '../schemas.ts';
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
    /**
     * The game (its favourite key); the other game fields, when sent, must name the same game. A lottery launch
     * (`launchMode=LOTT`) may name its game by `lottoGameCode` instead.
     */
    nodeId: z
      .union([z.number(), z.string().regex(/^[1-9][0-9]{0,15}$/, 'digits_only')])
      .transform(Number)
      .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .optional(),
    gameId: text(64).optional(),
    vassalage: z.union([z.literal(''), vassalageSchema]).optional(),
    gameType: gameTypeSchema.optional(),
    /** The client's platform label (upstream: `html5-desktop`, `html5`); informational. */
    platform: text(64).optional(),
    /** Upstream clients send `GLS` for a vendor launch, `LOTT` from the lottery pages (upstream-api §1.4 lottLabby). */
    launchMode: z.enum(['GLS', 'LOTT']).optional(),
    /** The lottery launcher's game: a lottery game (LOTT or ELOTT) of the merchant's catalog, by its code. */
    lottoGameCode: text(32).optional(),
    /** The lottery launcher's fields, accepted: the lottery page opens on the game's betting view either way. */
    lottoArea: z.enum(['VN', 'SEA', 'CN']).optional(),
    lottoPrizeMode: text(8).optional(),
    lottoView: z.enum(['betting', 'lobby']).optional(),
    device: text(16).optional(),
    /** 1 = real money (the only mode served; a free-play launch is not offered). */
    accountType: z.literal('1').optional(),
    language: languageSchema.optional(),
    /** Accepted for upstream clients and not used (upstream ignores it too): the game returns to this site. */
    backUrl: text(512).optional(),
  }),
  response: z.object({ content: z.object({ game_url: z.string() }) }),
});

/**
 * What a demo launch takes (upstream-api §1.4 `trialGame`, `gameLaunchFB`): the fields of a real launch, with
 * `accountType` 0 (free play) instead of 1.
 */
const demoLaunchQuery = queryObject({ ...launchGame.request.shape, accountType: z.literal('0').optional() });

const demoLaunchSummary =
  "Opens one of our own games (the merchant's own provider) in demo mode with play money, for visitors and trial " +
  'accounts, when the merchant has FREEPLAY3 on; another vendor’s game answers demo_not_available';

/** One of the original client's two names of the demo launch. */
const demoLaunchEndpoint = (name: string, path: string, summary: string) =>
  defineEndpoint({
    name,
    method: 'GET',
    path,
    auth: 'none',
    moduleId: 'FREEPLAY3',
    tag: 'games',
    summary,
    request: demoLaunchQuery,
    response: launchGame.response,
  });

export const gameTrialLaunch = demoLaunchEndpoint(
  'gameTrialLaunch',
  '/wps/relay/GCS_gameTrialLaunch',
  demoLaunchSummary,
);

export const gameLaunchFB = demoLaunchEndpoint(
  'gameLaunchFB',
  '/wps/relay/GCS_gameLaunchFB',
  `The desktop client's name for the demo launch: ${demoLaunchSummary}`,
);

export const getDemoVendors = defineEndpoint({
  name: 'getDemoVendors',
  method: 'GET',
  path: '/wps/game/demo/vendors',
  auth: 'none',
  tag: 'games',
  summary:
    'Whether demo play is open on this site (FREEPLAY3) and the vendors (vassalage codes) whose games open in demo ' +
    'mode: the lobby shows "Play demo" on their tiles',
  request: emptyQuery,
  response: z.object({ enabled: z.boolean(), vassalages: z.array(z.string()) }),
});
