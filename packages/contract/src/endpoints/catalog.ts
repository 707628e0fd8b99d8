import { z } from 'zod';
import { businessConstants } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ignoredParams, languageSchema, queryObject, text } from '../schemas.ts';

/**
 * Game types a vendor is stored under (SPEC §3 "Game item", upstream-api §4.1). INHOUSE holds our own and
 * excluded RNG vendors (SPEC §4 "Categories"; the player site's `/bgs` lists it).
 */
export const gameTypes = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LIVE',
  'RNG',
  'INHOUSE',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
] as const;

export type GameType = (typeof gameTypes)[number];

/** Lane order of `newGameVendor`: ESPORTS and COCKFIGHT after SPORTS, INHOUSE after RNG (upstream-api §4.1). */
export const laneOrder: readonly GameType[] = gameTypes;

export const gameTypeSchema = z.enum(gameTypes);

/** A vendor code (`vassalage`), e.g. `PG`, `TCG_LOTTO_VN`, `FICHA`. */
export const vassalageSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{1,32}$/, 'vassalage_format');

/** A classify tag of games (`gameClassify`), e.g. `NEW`, `JACKPOT`. */
export const classifyTagSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{1,24}$/, 'classify_format');

/** `GAME` launches; `VASSALAGE` opens that vendor's game list in a popup (SPEC §3, upstream-api §4.3). */
export const isGameSchema = z.enum(['GAME', 'VASSALAGE']);

/** One game of a list (game list, hot games, favourites, recent games), upstream-api §4.2. */
export const gameItemSchema = z.object({
  /** The favourite key, unique per merchant. */
  nodeId: z.number().int(),
  gameId: z.string(),
  /** Null for a container (`isGame: VASSALAGE`). */
  gameCode: z.string().nullable(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  /** The name in the request language, with a fallback (`nodeName` carries the same, as upstream clients read either). */
  gameName: z.string(),
  nodeName: z.string(),
  /** The vendor's label. */
  displayName: z.string(),
  iconUrl: z.string().nullable(),
  showIcon: z.string().nullable(),
  isGame: isGameSchema,
  /** 1 = hot (SPEC §3). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  gameClassify: z.array(z.string()),
  /** The game or its vendor is under maintenance: a launch answers with popular alternatives. */
  underMaintenance: z.boolean(),
});

export type GameItem = z.infer<typeof gameItemSchema>;

export const classifyCountSchema = z.object({ key: z.string(), displayName: z.string(), gameCount: z.number().int() });

/** A vendor card of a lane (upstream-api §4.1). */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  /** The large icon (sic: the upstream name). */
  lagerIcon: z.string().nullable(),
  smallIcon: z.string().nullable(),
  /** `GAME` when the vendor has one game, launched from the card; else `VASSALAGE` (open its list). */
  isGame: isGameSchema,
  gameCode: z.string().nullable(),
  nodeId: z.number().int().nullable(),
  gameCount: z.number().int(),
  underMaintenance: z.boolean(),
});

export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: gameTypeSchema,
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(classifyCountSchema),
});

export type Lane = z.infer<typeof laneSchema>;

/** The optional `language` parameter upstream clients send; it wins over the `Language` header. */
const languageParam = { language: languageSchema.optional() };

export const getGameVendors = defineEndpoint({
  name: 'getGameVendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  auth: 'none',
  tag: 'games',
  summary:
    'Vendor lanes by category (SPEC §4 "Categories": cockfight vendors leave SPORTS, excluded RNG vendors go to INHOUSE) and the prize mode',
  request: queryObject({ ...languageParam, ...ignoredParams('platform', 'merchantCode', 'flush') }),
  response: z.object({
    data: z.object({
      lanes: z.array(laneSchema),
      /** ELOTT when the ELOTT lane has vendor TCG_LOTTO_VN or LOTT, else LOTT (SPEC §4). */
      prizeMode: z.enum(['LOTT', 'ELOTT']),
    }),
  }),
});

export const getVassGameType = defineEndpoint({
  name: 'getVassGameType',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'games',
  summary: "For each game type, each vendor's classify tags with their game counts",
  request: queryObject({ ...languageParam, ...ignoredParams('typeId', 'merchant_code') }),
  response: z.object({
    content: z.record(z.string(), z.record(z.string(), z.array(classifyCountSchema))),
  }),
});

const pageNumber = z.coerce.number().int().min(1).max(100_000);
const pageNo = pageNumber.default(1);

export const gameListSchema = z.object({
  games: z.array(gameItemSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});

export const getGameList = defineEndpoint({
  name: 'getGameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: 'none',
  moduleId: 'GAMELO3',
  tag: 'games',
  summary:
    'A page of games (20 by default), filtered by game type, vendor, classify tag and name in the request language',
  request: queryObject({
    ...languageParam,
    gameType: gameTypeSchema.optional(),
    vassalage: z.union([z.literal(''), vassalageSchema]).optional(),
    gameClassify: z.union([z.literal(''), classifyTagSchema]).optional(),
    gameName: text(64).optional(),
    ...ignoredParams('clientType', 'platform', 'merchant'),
    pageNo,
    pageSize: z.coerce.number().int().min(1).max(100).default(businessConstants.pageSizes.gameList),
  }),
  response: gameListSchema,
});

export const getHotGames = defineEndpoint({
  name: 'getHotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: 'none',
  moduleId: 'GAMELOHOT3',
  tag: 'games',
  summary: 'The hot games (isHot 1), optionally of one vendor, in the request language',
  request: queryObject({
    ...languageParam,
    vassalage: z.union([z.literal(''), vassalageSchema]).optional(),
    ...ignoredParams('merchantCode', 'isPlatform', 'platform'),
  }),
  response: z.object({ list: z.array(gameItemSchema) }),
});

export const getRecentGames = defineEndpoint({
  name: 'getRecentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: 'member',
  moduleId: 'GAMELOREC3',
  tag: 'games',
  summary: "The member's recently played games, newest first",
  request: queryObject({
    ...languageParam,
    gameType: gameTypeSchema.optional(),
    pageNo,
    pageSize: z.coerce.number().int().min(1).max(100).default(businessConstants.pageSizes.recentGames),
    /** The original client's names of `pageNo` and `pageSize` (SPEC §7.2 "page 1, size 20"); they win when sent. */
    page: pageNumber.optional(),
    size: z.coerce.number().int().min(1).max(100).optional(),
    ...ignoredParams('clientType'),
  }),
  response: gameListSchema,
});

/** A favourite is keyed by nodeId; `vendor` and `gameType` are what upstream clients send with it. */
const favouriteBody = z.strictObject({
  nodeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vendor: vassalageSchema.optional(),
  gameType: gameTypeSchema.optional(),
});

const favouriteIds = z.array(z.number().int());

export const getFavoriteGameIds = defineEndpoint({
  name: 'getFavoriteGameIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: 'member',
  moduleId: 'GAMELOFAV3',
  tag: 'games',
  summary: "The nodeIds of the member's favourite games",
  request: queryObject({}),
  response: favouriteIds,
});

export const getFavoriteGamesList = defineEndpoint({
  name: 'getFavoriteGamesList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: 'member',
  moduleId: 'GAMELOFAV3',
  tag: 'games',
  summary: "The member's favourite games, newest first, in pages of up to 999",
  request: queryObject({
    ...languageParam,
    gameType: gameTypeSchema.optional(),
    pageNo,
    pageSize: z.coerce.number().int().min(1).max(businessConstants.pageSizes.favourites).default(999),
    ...ignoredParams('clientType', 'platform', 'token'),
  }),
  response: z.object({ content: z.array(gameItemSchema), pageNum: z.number().int(), totalPages: z.number().int() }),
});

export const addFavoriteGame = defineEndpoint({
  name: 'addFavoriteGame',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: 'member',
  moduleId: 'GAMELOFAV3',
  tag: 'games',
  summary: 'Adds a game to the favourites (adding one already there changes nothing); answers the favourite ids',
  request: favouriteBody,
  response: favouriteIds,
});

export const removeFavoriteGame = defineEndpoint({
  name: 'removeFavoriteGame',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: 'member',
  moduleId: 'GAMELOFAV3',
  tag: 'games',
  summary: 'Removes a game from the favourites (removing one not there changes nothing); answers the favourite ids',
  request: favouriteBody,
  response: favouriteIds,
});
