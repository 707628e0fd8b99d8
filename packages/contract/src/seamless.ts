import { z } from 'zod';
import { crashPhases } from './crash-api.ts';
import { defineEndpoint } from './endpoint.ts';
import { moneyAmountOrZeroSchema, moneyAmountSchema } from './money.ts';

/**
 * The seamless-wallet protocol between the platform and game servers (ARCHITECTURE.md "Seamless wallet").
 * Every call is signed: header `X-Provider` names the caller, `X-Signature` is the hex HMAC-SHA256 of the
 * raw body (for a GET, of the raw query string) under the shared secret. The signed payload carries
 * `requestId` and `timestamp` (ms); a call older than five minutes is refused.
 */
export const signatureHeaders = { provider: 'x-provider', signature: 'x-signature' } as const;

export const signedRequestMaxAgeMs = 5 * 60_000;

export const signedEnvelopeFields = {
  requestId: z.string().min(8).max(64),
  timestamp: z.number().int().positive(),
};

export const rgsGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  category: z.string(),
  iconUrl: z.string().nullable(),
  rtpBasisPoints: z.number().int().nullable(),
  demoAvailable: z.boolean(),
  /** The name in each site language (language code → name), when the provider translates it. */
  names: z.record(z.string(), z.string()).optional(),
  /** Bet limits by currency code, in that currency (JSON numbers with at most 2 decimals). */
  betLimits: z.record(z.string(), z.object({ minBet: z.number(), maxBet: z.number() })).optional(),
  /** The largest multiple of the stake one round can pay, e.g. `"4491.40"`. */
  maxWinMultiplier: z.string().optional(),
});

export const rgsCatalogSchema = z.object({
  provider: z.string(),
  games: z.array(rgsGameSchema),
});

export type RgsCatalog = z.infer<typeof rgsCatalogSchema>;

/**
 * The open rooms of a provider's multiplayer games (signed `GET <baseUrl>/rgs/v1/rooms`, same query as the
 * catalog): each with the game it plays, where its round stands and how many bets the round holds.
 */
export const rgsRoomsSchema = z.object({
  provider: z.string(),
  rooms: z.array(
    z.object({
      roomId: z.string(),
      gameCode: z.string(),
      phase: z.enum(crashPhases),
      roundNumber: z.number().int().nonnegative(),
      bets: z.number().int().nonnegative(),
      /** Betting: how long bets are still taken. */
      bettingMsLeft: z.number().int().nonnegative().nullable(),
    }),
  ),
});

export type RgsRooms = z.infer<typeof rgsRoomsSchema>;

/** Query of the signed catalog call `GET <baseUrl>/rgs/v1/games` (and of the rooms call). */
export const rgsCatalogQuerySchema = z.strictObject({
  requestId: signedEnvelopeFields.requestId,
  timestamp: z.coerce.number().int().positive(),
});

/**
 * One source of a game page's `frame-ancestors`: `https://brand.example`, `http://127.0.0.1:8080`, or a
 * development host on any port (`http://localhost:*`). Nothing that could end the directive or widen it (no
 * wildcard host, no path, no quote or `;`).
 */
export const frameAncestorSchema = z
  .string()
  .max(300)
  .regex(/^https?:\/\/[a-z0-9.-]{1,253}(:(\d{1,5}|\*))?$/, 'origin');

/**
 * Body of the signed launch call `POST <baseUrl>/rgs/v1/launch` (the platform to a game server): the one-use
 * token the game server exchanges through `authenticate`, the game, and how to show it. Signed like every
 * call (`X-Provider: PLATFORM`, `X-Signature` over the raw body).
 */
export const rgsLaunchRequestSchema = z.strictObject({
  ...signedEnvelopeFields,
  launchToken: z.string().min(16).max(128),
  gameCode: z.string().min(1).max(64),
  /** The player's language code (SPEC §9, e.g. `ES`, `EN`). */
  language: z.string().min(2).max(8),
  /** The wallet currency (ISO 4217). */
  currency: z.string().length(3),
  /** `real` plays through the seamless wallet; `demo` with play money. */
  mode: z.enum(['real', 'demo']),
  /** Where the game's exit button sends the player back to. */
  returnUrl: z.url({ protocol: /^https?$/ }).max(512),
  /**
   * The merchant's site origins, the only pages that may frame the game page (its `frame-ancestors`). Absent or
   * empty: nobody may frame it.
   */
  frameAncestors: z.array(frameAncestorSchema).max(32).optional(),
  /**
   * The merchant the player plays at (decision 0084): a provider keeps it with the session so its back office
   * can answer one merchant's data only. Absent from older callers.
   */
  merchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});

export type RgsLaunchRequest = z.input<typeof rgsLaunchRequestSchema>;

/** What a game server answers a launch with (inside the success envelope): the address the player opens. */
export const rgsLaunchResponseSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2048),
});

/** A round's detail page on the provider (game recall), linked from the platform's bet records. */
export function rgsRoundDetailUrl(baseUrl: string, roundId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/rgs/v1/rounds/${encodeURIComponent(roundId)}`;
}

/** Where a game server calls the platform's wallet: `POST /seamless/v1/<call>`. */
export const seamlessPaths = {
  authenticate: '/seamless/v1/authenticate',
  balance: '/seamless/v1/balance',
  debit: '/seamless/v1/debit',
  credit: '/seamless/v1/credit',
  rollback: '/seamless/v1/rollback',
  adjust: '/seamless/v1/adjust',
} as const;

/** How long a launch token may wait for its `authenticate` call. */
export const launchTokenTtlMs = 5 * 60_000;

const id = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars');

const signed = {
  requestId: signedEnvelopeFields.requestId.describe('Unique per request (8–64 characters), for tracing'),
  timestamp: signedEnvelopeFields.timestamp.describe(
    'Milliseconds since the epoch; refused when more than 5 minutes off',
  ),
};

const playerId = id(64).describe(
  'Opaque player id answered by authenticate; valid only for the provider it was issued to',
);
const transactionId = id(64).describe(
  "The provider's id of this money movement; unique per provider, the idempotency key",
);
const roundId = id(64).describe("The provider's round id; a round belongs to one player");
const gameCode = id(64).describe("The provider's game code");

export const seamlessAuthenticateRequestSchema = z.strictObject({
  ...signed,
  launchToken: z.string().min(16).max(128).describe('The one-use token the platform passed in the launch call'),
});
export const seamlessAuthenticateResponseSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number(),
  language: z.string(),
});

export const seamlessBalanceRequestSchema = z.strictObject({ ...signed, playerId });
export const seamlessBalanceResponseSchema = z.object({ balance: z.number(), currency: z.string() });

export const seamlessDebitRequestSchema = z.strictObject({
  ...signed,
  playerId,
  transactionId,
  roundId,
  gameCode,
  amount: moneyAmountSchema.describe('The stake: a positive JSON number with at most 2 decimals'),
});
export const seamlessCreditRequestSchema = z.strictObject({
  ...signed,
  playerId,
  transactionId,
  roundId,
  gameCode,
  amount: moneyAmountOrZeroSchema.describe(
    'The win: a JSON number ≥ 0 with at most 2 decimals (0 closes a lost round)',
  ),
  roundEnded: z.boolean().describe('True when this credit closes the round'),
});
export const seamlessMoneyResponseSchema = z.object({
  balance: z.number(),
  /** The platform's journal entry of the movement; null when nothing moved (a credit of 0). */
  ledgerId: z.string().nullable(),
});

export const seamlessRollbackRequestSchema = z.strictObject({
  ...signed,
  playerId,
  transactionId,
  referenceTransactionId: transactionId.describe('The transactionId of the debit to cancel'),
  roundId,
});
export const seamlessRollbackResponseSchema = z.object({ balance: z.number() });

/**
 * A correction of a settled round's win (decision 0083: a result corrected after settlement). `credit` pays more
 * into the wallet, `debit` takes part of the win back — never more than the round has paid in all. A debit back is
 * taken from the player's cash; what the cash does not cover is recorded as the player's debt (`debt` in the
 * answer), never a negative wallet.
 */
export const seamlessAdjustRequestSchema = z.strictObject({
  ...signed,
  playerId,
  transactionId,
  roundId,
  gameCode,
  direction: z.enum(['credit', 'debit']).describe('credit: more win into the wallet; debit: part of the win back'),
  amount: moneyAmountSchema.describe('The difference: a positive JSON number with at most 2 decimals'),
});
export const seamlessAdjustResponseSchema = z.object({
  balance: z.number(),
  ledgerId: z.string(),
  /** What a debit back could not take from the wallet and the player now owes (0 when covered). */
  debt: z.number(),
});

export type SeamlessAuthenticateRequest = z.input<typeof seamlessAuthenticateRequestSchema>;
export type SeamlessDebitRequest = z.input<typeof seamlessDebitRequestSchema>;
export type SeamlessCreditRequest = z.input<typeof seamlessCreditRequestSchema>;
export type SeamlessRollbackRequest = z.input<typeof seamlessRollbackRequestSchema>;
export type SeamlessAdjustRequest = z.input<typeof seamlessAdjustRequestSchema>;

const seamlessEndpoint = <TRequest extends z.ZodType, TResponse extends z.ZodType>(
  name: string,
  path: string,
  summary: string,
  request: TRequest,
  response: TResponse,
) => defineEndpoint({ name, method: 'POST', path, auth: 'provider', tag: 'seamless', summary, request, response });

export const seamlessAuthenticate = seamlessEndpoint(
  'seamlessAuthenticate',
  seamlessPaths.authenticate,
  'Exchanges a launch token (one use, short-lived) for the player id, currency, balance and language',
  seamlessAuthenticateRequestSchema,
  seamlessAuthenticateResponseSchema,
);
export const seamlessBalance = seamlessEndpoint(
  'seamlessBalance',
  seamlessPaths.balance,
  "The player's wallet balance",
  seamlessBalanceRequestSchema,
  seamlessBalanceResponseSchema,
);
export const seamlessDebit = seamlessEndpoint(
  'seamlessDebit',
  seamlessPaths.debit,
  'Takes a stake from the wallet into the round (INSUFFICIENT_FUNDS carries the balance; LIMIT_REACHED; BONUS_MAX_BET)',
  seamlessDebitRequestSchema,
  seamlessMoneyResponseSchema,
);
export const seamlessCredit = seamlessEndpoint(
  'seamlessCredit',
  seamlessPaths.credit,
  'Pays a win of a round into the wallet (never checks session expiry; a round without a debit mints nothing)',
  seamlessCreditRequestSchema,
  seamlessMoneyResponseSchema,
);
export const seamlessRollback = seamlessEndpoint(
  'seamlessRollback',
  seamlessPaths.rollback,
  'Cancels a debit once; one that arrives first leaves a tombstone; a round with a win is ROUND_CLOSED',
  seamlessRollbackRequestSchema,
  seamlessRollbackResponseSchema,
);

export const seamlessAdjust = seamlessEndpoint(
  'seamlessAdjust',
  seamlessPaths.adjust,
  'Corrects the win of a settled round (a resettlement): credit pays the difference, debit takes it back (the part the wallet lacks becomes debt)',
  seamlessAdjustRequestSchema,
  seamlessAdjustResponseSchema,
);

/** The seamless-wallet calls a provider makes; signed, outside the member route table. */
export const seamlessEndpoints = [
  seamlessAuthenticate,
  seamlessBalance,
  seamlessDebit,
  seamlessCredit,
  seamlessRollback,
  seamlessAdjust,
] as const;

/**
 * The written guide of the seamless-wallet API, served under `/docs` beside the schemas: enough for an outside
 * provider to integrate without asking us.
 */
export const seamlessGuide = `Seamless wallet (version 1). A game provider registered with a merchant calls POST /seamless/v1/<call> with a JSON body.
Signing: header X-Provider is your provider code; header X-Signature is the lowercase hex HMAC-SHA256 of the exact raw request body bytes under your secret (sign the bytes you send; we verify the bytes we receive, before parsing). A missing or wrong signature, or an unknown provider code, answers 401 INVALID_SIGNATURE and changes nothing; a disabled provider answers 403 PROVIDER_DISABLED.
Freshness: every body carries requestId (8–64 characters) and timestamp (milliseconds since the epoch); a timestamp more than 5 minutes away from our clock (past or future) answers 401 REQUEST_EXPIRED and changes nothing.
Answers: { "success": true, "value": ... } or { "success": false, "errorCode": "<key>", "message": "<text>" }. Amounts are JSON numbers with at most 2 decimals in the merchant currency; anything else (negative, 3 decimals, strings, exponent text, null) is 400 request_param_err.
Balance: the balance you see is the player's cash plus, while the player has an active bonus, its bonus money (stakes take cash first unless the bonus says otherwise).
Players: authenticate exchanges the launch token (passed to you in the launch call; one use, valid 5 minutes) for an opaque playerId bound to your provider registration; it is refused with PLAYER_NOT_FOUND when used again, expired or issued for another provider. Another provider's or another merchant's playerId is PLAYER_NOT_FOUND.
Idempotency: transactionId is unique per provider across debit, credit and rollback. Repeating a call with the same transactionId and the same content answers the first answer again and moves nothing; the same transactionId with other content (amount, player, round, game, kind) is 409 DUPLICATE_TRANSACTION. Retry on timeouts with the same body.
Debit: INSUFFICIENT_FUNDS (409) is final and carries { balance } in value; LIMIT_REACHED (403) when a responsible-gaming limit of the player (daily stake or daily loss) would be exceeded; BONUS_MAX_BET (403) when the player wagers an active bonus and the stake is above its maximum bet; ROUND_CLOSED when the round already ended; TRANSACTION_CANCELLED when a rollback of this transactionId arrived first.
Credit: amount may be 0; credits never check the player's session or launch expiry (a win may arrive after logout); roundEnded true closes the round. A credit with an amount for a round that has no debit mints nothing: TRANSACTION_NOT_FOUND (TRANSACTION_CANCELLED when its debits were rolled back). A credit of 0 is always accepted.
Rollback: cancels the debit referenceTransactionId once and answers the balance. A second rollback of the same debit succeeds with no effect. A rollback that arrives before its debit succeeds, leaves a tombstone and the late debit is refused with TRANSACTION_CANCELLED. A rollback in a round that already has a credit (a win or its close) is ROUND_CLOSED. A reference that is not a debit of this player and round is TRANSACTION_NOT_FOUND.
Adjust: corrects the win of a settled round after the fact (a sportsbook result corrected): direction credit pays amount more, direction debit takes amount back. Only a settled round of this player (an open or cancelled one is ROUND_NOT_SETTLED, an unknown one TRANSACTION_NOT_FOUND); a debit back above what the round has paid in all is 400 request_param_err on amount. A debit back takes the player's cash; what the cash lacks (the player already withdrew or lost it) is recorded as the player's debt and answered as debt — the wallet never goes below zero. Idempotent by transactionId like every call: send one transactionId per correction of a round.
Rounds: each round becomes a bet record on the platform (stake, win, valid bet = stake of a settled round, status open/settled/cancelled, game, category, times, and a link to <your base URL>/rgs/v1/rounds/<roundId> for game recall).
Framing: the launch call's frameAncestors lists the merchant site origins that open your game page in a frame; answer the page with Content-Security-Policy frame-ancestors naming exactly those, so no other site can frame the game.`;
