import { z } from 'zod';
import {
  crashBetRequestSchema,
  crashBetResponseSchema,
  crashCashOutRequestSchema,
  crashSocketPath,
} from '../crash-api.ts';
import { defineEndpoint, type Endpoint, type EndpointAuth } from '../endpoint.ts';
import {
  balanceResponseSchema,
  clientSeedRequestSchema,
  dicePlayRequestSchema,
  fairnessSchema,
  hiloGuessRequestSchema,
  hiloStartRequestSchema,
  kenoPlayRequestSchema,
  limboPlayRequestSchema,
  minesPickRequestSchema,
  minesStartRequestSchema,
  playResultSchema,
  plinkoPlayRequestSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  roundActionRequestSchema,
  roundDetailSchema,
  sessionStartRequestSchema,
  sessionStartResponseSchema,
  slotSpinRequestSchema,
  verifyRoundRequestSchema,
  verifyRoundResponseSchema,
  wheelPlayRequestSchema,
} from '../games-api.ts';
import {
  rgsCatalogQuerySchema,
  rgsCatalogSchema,
  rgsLaunchRequestSchema,
  rgsLaunchResponseSchema,
  rgsRoomsSchema,
} from '../seamless.ts';

/**
 * The calls a game server (a provider built on the provider kit) serves, bound with `installContractHttp` like the
 * platform's: the platform's signed `/rgs/v1/*` calls (`auth: 'provider'`) and the game page's browser API under
 * `/api/v1` — `auth: 'game'` calls carry the session token in `x-game-session`; session start, verification and
 * the round detail are public. Not part of the platform's route table or its OpenAPI document.
 */
export const providerCall =
  (tag: string) =>
  <TRequest extends z.ZodType, TResponse extends z.ZodType>(
    name: string,
    method: 'GET' | 'POST',
    path: string,
    auth: EndpointAuth,
    summary: string,
    request: TRequest,
    response: TResponse,
  ) =>
    defineEndpoint({ name, method, path, auth, tag, summary, request, response });

const call = providerCall('games');

const empty = z.strictObject({});

// ---------------------------------------------------------------- the platform's signed calls

export const rgsListGames = call(
  'rgsListGames',
  'GET',
  '/rgs/v1/games',
  'provider',
  "The provider's catalog, signed over the query string",
  rgsCatalogQuerySchema,
  rgsCatalogSchema,
);
export const rgsLaunch = call(
  'rgsLaunch',
  'POST',
  '/rgs/v1/launch',
  'provider',
  'Registers a launch token and answers the game page address',
  rgsLaunchRequestSchema,
  rgsLaunchResponseSchema,
);
/**
 * The round detail (game recall), linked from the platform's bet records: public by its unguessable id. The id is
 * checked by the call (an ill-formed one is `game_round_not_found`, as an unknown one).
 */
export const gameRoundDetail = call(
  'gameRoundDetail',
  'GET',
  '/rgs/v1/rounds/:roundId',
  'none',
  'A round for game recall, with its replay data and fairness',
  z.object({ roundId: z.string() }),
  roundDetailSchema,
);

export const rgsListRooms = call(
  'rgsListRooms',
  'GET',
  '/rgs/v1/rooms',
  'provider',
  "The open rooms of the provider's multiplayer games, signed over the query string",
  rgsCatalogQuerySchema,
  rgsRoomsSchema,
);

/** The platform's calls to a game server. */
export const rgsPaths = { games: rgsListGames.path, launch: rgsLaunch.path, rooms: rgsListRooms.path } as const;

// ---------------------------------------------------------------- the game page's calls

/** The browser calls of the game server; all but session start and verify need `x-game-session`. */
export const gamesApiEndpoints = {
  startSession: call(
    'startGameSession',
    'POST',
    '/api/v1/session',
    'none',
    'Exchanges the launch token once for a game session',
    sessionStartRequestSchema,
    sessionStartResponseSchema,
  ),
  balance: call('gameBalance', 'GET', '/api/v1/balance', 'game', 'The balance', empty, balanceResponseSchema),
  fairness: call('gameFairness', 'GET', '/api/v1/fairness', 'game', 'Current seed commitment', empty, fairnessSchema),
  clientSeed: call(
    'setClientSeed',
    'POST',
    '/api/v1/fairness/client-seed',
    'game',
    'Changes the client seed (rotates the pair, revealing the old server seed)',
    clientSeedRequestSchema,
    rotateSeedResponseSchema,
  ),
  rotateSeed: call(
    'rotateSeed',
    'POST',
    '/api/v1/fairness/rotate',
    'game',
    'Reveals the server seed and commits a new one',
    rotateSeedRequestSchema,
    rotateSeedResponseSchema,
  ),
  verify: call(
    'verifyRound',
    'POST',
    '/api/v1/verify',
    'none',
    'Recomputes a round from seeds',
    verifyRoundRequestSchema,
    verifyRoundResponseSchema,
  ),
  activeRound: call(
    'activeRound',
    'GET',
    '/api/v1/rounds/active',
    'game',
    'The open mines or hilo round of this game, or null',
    empty,
    playResultSchema.nullable(),
  ),
  slotSpin: call(
    'slotSpin',
    'POST',
    '/api/v1/slot/spin',
    'game',
    'One slot spin',
    slotSpinRequestSchema,
    playResultSchema,
  ),
  dicePlay: call(
    'dicePlay',
    'POST',
    '/api/v1/dice/play',
    'game',
    'One dice roll',
    dicePlayRequestSchema,
    playResultSchema,
  ),
  limboPlay: call(
    'limboPlay',
    'POST',
    '/api/v1/limbo/play',
    'game',
    'One limbo round',
    limboPlayRequestSchema,
    playResultSchema,
  ),
  plinkoPlay: call(
    'plinkoPlay',
    'POST',
    '/api/v1/plinko/play',
    'game',
    'One ball',
    plinkoPlayRequestSchema,
    playResultSchema,
  ),
  kenoPlay: call(
    'kenoPlay',
    'POST',
    '/api/v1/keno/play',
    'game',
    'One keno draw',
    kenoPlayRequestSchema,
    playResultSchema,
  ),
  wheelPlay: call(
    'wheelPlay',
    'POST',
    '/api/v1/wheel/play',
    'game',
    'One spin',
    wheelPlayRequestSchema,
    playResultSchema,
  ),
  minesStart: call(
    'minesStart',
    'POST',
    '/api/v1/mines/start',
    'game',
    'Bets',
    minesStartRequestSchema,
    playResultSchema,
  ),
  minesPick: call(
    'minesPick',
    'POST',
    '/api/v1/mines/pick',
    'game',
    'Uncovers a cell',
    minesPickRequestSchema,
    playResultSchema,
  ),
  minesCashOut: call(
    'minesCashOut',
    'POST',
    '/api/v1/mines/cash-out',
    'game',
    'Takes the current multiplier',
    roundActionRequestSchema,
    playResultSchema,
  ),
  hiloStart: call('hiloStart', 'POST', '/api/v1/hilo/start', 'game', 'Bets', hiloStartRequestSchema, playResultSchema),
  hiloGuess: call(
    'hiloGuess',
    'POST',
    '/api/v1/hilo/guess',
    'game',
    'Guesses',
    hiloGuessRequestSchema,
    playResultSchema,
  ),
  hiloCashOut: call(
    'hiloCashOut',
    'POST',
    '/api/v1/hilo/cash-out',
    'game',
    'Takes the current multiplier',
    roundActionRequestSchema,
    playResultSchema,
  ),
} as const;

/** The crash calls; both need `x-game-session`. The room itself is watched on the socket (`crashPaths.ws`). */
export const crashEndpoints = {
  bet: call(
    'crashBet',
    'POST',
    '/api/v1/crash/bet',
    'game',
    'Bets on the crash room round taking bets',
    crashBetRequestSchema,
    crashBetResponseSchema,
  ),
  cashOut: call(
    'crashCashOut',
    'POST',
    '/api/v1/crash/cash-out',
    'game',
    'Cashes a flying bet out at the multiplier of the moment the server receives it',
    crashCashOutRequestSchema,
    crashBetResponseSchema,
  ),
} as const;

export const crashPaths = {
  ws: crashSocketPath,
  bet: crashEndpoints.bet.path,
  cashOut: crashEndpoints.cashOut.path,
} as const;

/** Every path of the game server's calls and pages, by name (the pages and tests build addresses from them). */
export const gamesApiPaths = {
  session: gamesApiEndpoints.startSession.path,
  balance: gamesApiEndpoints.balance.path,
  fairness: gamesApiEndpoints.fairness.path,
  clientSeed: gamesApiEndpoints.clientSeed.path,
  rotateSeed: gamesApiEndpoints.rotateSeed.path,
  verify: gamesApiEndpoints.verify.path,
  activeRound: gamesApiEndpoints.activeRound.path,
  slotSpin: gamesApiEndpoints.slotSpin.path,
  dicePlay: gamesApiEndpoints.dicePlay.path,
  limboPlay: gamesApiEndpoints.limboPlay.path,
  plinkoPlay: gamesApiEndpoints.plinkoPlay.path,
  kenoPlay: gamesApiEndpoints.kenoPlay.path,
  wheelPlay: gamesApiEndpoints.wheelPlay.path,
  minesStart: gamesApiEndpoints.minesStart.path,
  minesPick: gamesApiEndpoints.minesPick.path,
  minesCashOut: gamesApiEndpoints.minesCashOut.path,
  hiloStart: gamesApiEndpoints.hiloStart.path,
  hiloGuess: gamesApiEndpoints.hiloGuess.path,
  hiloCashOut: gamesApiEndpoints.hiloCashOut.path,
  /** The round detail (game recall), linked from the platform's bet records: `GET /rgs/v1/rounds/<roundId>`. */
  roundDetail: gameRoundDetail.path,
  /** The game page a launch URL opens: `/play/<gameCode>?token=…&lang=…`. */
  playPage: '/play/:gameCode',
} as const;

/** Every call a game server binds. */
export const gameServerEndpoints: readonly Endpoint[] = [
  rgsListGames,
  rgsLaunch,
  gameRoundDetail,
  ...Object.values(gamesApiEndpoints),
  ...Object.values(crashEndpoints),
];
