import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { deviceSchema, languageSchema, queryObject, text } from '../schemas.ts';
import { lotteryDrawStates } from '../lottery-api.ts';

/**
 * The lottery gateway of the original client (`/lgw/*` and `/lotto/lgw/*`, upstream-api §1.7, SPEC §7), answered
 * by the platform from the merchant's lottery provider (signed `/rgs/v1/lottery/*` calls, decision 0071). Only
 * the merchant's visible lottery games (game type LOTT or ELOTT) are shown. The Vietnamese calls (`/lgw/vn/*`)
 * are not served: no provider of ours draws Vietnamese lotteries yet.
 */

/** The prize modes of the brand config (upstream-api §3.5): `Lott` is how the brand's lotteryType spells LOTT. */
export const lotteryPrizeModeParams = ['LOTT', 'ELOTT', 'ZY', 'SEA'] as const;
export type LotteryPrizeModeParam = (typeof lotteryPrizeModeParams)[number];
const prizeModeParam = z
  .string()
  .trim()
  .max(8)
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(lotteryPrizeModeParams));

const gameCodeParam = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'game_code');

/** The lottery categories (SPEC §3 image categories) a game of ours falls in, by the numbers it draws. */
export const lotteryGroupCodes = ['SSC', 'PK10', '11X5', 'K3', 'LHC', 'VN', 'SEA'] as const;
export type LotteryGroupCode = (typeof lotteryGroupCodes)[number];

/** A draw as the gateway shows it: `numero` is its code; the numbers and the seed once it is drawn. */
export const lgwDrawSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  state: z.enum(lotteryDrawStates),
  /** Tickets are taken until then. */
  closeTime: z.iso.datetime(),
  drawTime: z.iso.datetime(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  numbers: z.array(z.number().int()).nullable(),
  /** The numbers as the original client shows them (`3,0,7,1,9`), null until drawn. */
  winningNumber: z.string().nullable(),
});
export type LgwDraw = z.infer<typeof lgwDrawSchema>;

/** One lottery game of a menu: the catalog's game (its nodeId launches it) with its category and pace. */
export const lgwGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameGroupCode: z.enum(lotteryGroupCodes),
  /** LOTT or ELOTT: the lane the game is listed in, which is its prize mode (SPEC §4). */
  prizeMode: z.enum(['LOTT', 'ELOTT']),
  /** Seconds between two draws. */
  everySeconds: z.number().int().positive(),
  iconUrl: z.string().nullable(),
  underMaintenance: z.boolean(),
});
export type LgwGame = z.infer<typeof lgwGameSchema>;

export const lgwGroupSchema = z.object({
  gameGroupCode: z.enum(lotteryGroupCodes),
  gameMenus: z.array(lgwGameSchema),
});
export type LgwGroup = z.infer<typeof lgwGroupSchema>;

export const lgwGameMenus = defineEndpoint({
  name: 'lgwGameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'lottery',
  summary:
    "The merchant's lottery games by category (SSC, PK10, 11X5, K3), an object keyed by gameGroupCode; prizeMode " +
    '(LOTT, written Lott by the brand config, ELOTT, ZY, SEA) keeps one mode',
  request: queryObject({
    prizeMode: prizeModeParam.optional(),
    device: deviceSchema.optional(),
    language: languageSchema.optional(),
  }),
  response: z.record(z.string(), lgwGroupSchema),
});

export const lgwGames = defineEndpoint({
  name: 'lgwGames',
  method: 'GET',
  path: '/lgw/games',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'lottery',
  summary: "The merchant's lottery games in menu order",
  request: queryObject({ prizeMode: prizeModeParam.optional(), language: languageSchema.optional() }),
  response: z.object({ list: z.array(lgwGameSchema) }),
});

export const lgwRecentGames = defineEndpoint({
  name: 'lgwRecentGames',
  method: 'GET',
  path: '/lgw/games/game_menus/recent',
  auth: 'member',
  moduleId: 'COMM3',
  tag: 'lottery',
  summary: 'The lottery games the member launched lately, newest first',
  request: queryObject({ language: languageSchema.optional() }),
  response: z.object({ list: z.array(lgwGameSchema) }),
});

const openedNumeroRequest = queryObject({
  /** One game's results; without it, the latest result of every game. */
  gameCode: gameCodeParam.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const openedNumeroResponse = z.object({ list: z.array(lgwDrawSchema) });
const openedNumeroSummary =
  "Draw results, newest first: one game's latest (pageSize, at most 100), or each game's last";

export const lottoOpenedNumero = defineEndpoint({
  name: 'lottoOpenedNumero',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: 'member',
  moduleId: 'COMM3',
  tag: 'lottery',
  summary: openedNumeroSummary,
  request: openedNumeroRequest,
  response: openedNumeroResponse,
});

export const lgwOpenedNumero = defineEndpoint({
  name: 'lgwOpenedNumero',
  method: 'GET',
  path: '/lgw/games/opened/numero',
  auth: 'member',
  moduleId: 'COMM3',
  tag: 'lottery',
  summary: `The second build's path of the same call: ${openedNumeroSummary}`,
  request: openedNumeroRequest,
  response: openedNumeroResponse,
});

export const lgwPopular = defineEndpoint({
  name: 'lgwPopular',
  method: 'GET',
  path: '/lgw/games/popular',
  auth: 'none',
  tag: 'lottery',
  summary:
    'The popular lottery games (marked hot or most played lately) with their last result, an object keyed by gameCode in order (the client collects its values)',
  request: queryObject({ language: languageSchema.optional() }),
  response: z.record(z.string(), lgwGameSchema.extend({ last: lgwDrawSchema.nullable() })),
});

export const lgwDraw = defineEndpoint({
  name: 'lgwDraw',
  method: 'GET',
  path: '/lgw/draw',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'lottery',
  summary: "The draws taking tickets now: one game's, or every game's; serverTime (ms) sets the page's countdown",
  request: queryObject({ gameCode: gameCodeParam.optional() }),
  response: z.object({ serverTime: z.number().int(), list: z.array(lgwDrawSchema) }),
});

export const lgwDrawByCode = defineEndpoint({
  name: 'lgwDrawByCode',
  method: 'GET',
  path: '/lgw/draw/code/',
  auth: 'none',
  tag: 'lottery',
  summary: 'One draw by its code (numero): its commitment, and its seed and numbers once drawn',
  request: queryObject({ code: text(40).min(1) }),
  response: lgwDrawSchema,
});

export const lgwNumerosNear = defineEndpoint({
  name: 'lgwNumerosNear',
  method: 'GET',
  path: '/lgw/numeros/near',
  auth: 'none',
  tag: 'lottery',
  summary:
    'The nearest draws of one game or of every game: the one taking tickets and the last drawn; serverTime (ms) for the countdown',
  request: queryObject({ gameCode: gameCodeParam.optional() }),
  response: z.object({
    serverTime: z.number().int(),
    list: z.array(
      z.object({ gameCode: z.string(), current: lgwDrawSchema.nullable(), previous: lgwDrawSchema.nullable() }),
    ),
  }),
});
