import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { emptyQuery, text } from '../schemas.ts';

/**
 * A client-made id for one submit (8–64 letters, digits, `-`, `_`): a retried submit with the same id moves
 * money once (it is the ledger idempotency key).
 */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id_format');

const paymentPasswordInput = z.string().min(1).max(64);

export const transferResultSchema = z.object({
  entryId: z.number().int(),
  /** Amount moved (a JSON number with at most 2 decimals). */
  amount: z.number(),
  /** Who received it. */
  toUsername: z.string(),
  /** The sender's main balance after the transfer. */
  balance: z.number(),
  /** True when this answers an earlier submit with the same request id (nothing moved again). */
  replayed: z.boolean(),
});

export type TransferResult = z.infer<typeof transferResultSchema>;

export const transferToUpline = defineEndpoint({
  name: 'transferToUpline',
  method: 'POST',
  path: '/wps/member/transfer/upline',
  auth: 'member',
  moduleId: 'AGETRANSFERUP3',
  tag: 'wallet',
  summary: "Moves money from the member's main wallet to its direct upline agent (payment password required)",
  request: z.strictObject({
    amount: moneyAmountSchema,
    paymentPassword: paymentPasswordInput,
    requestId: requestIdSchema,
  }),
  response: transferResultSchema,
});

export const transferToDownline = defineEndpoint({
  name: 'transferToDownline',
  method: 'POST',
  path: '/wps/agent/transfer/downline',
  auth: 'member',
  tag: 'agent',
  summary: "Moves money from an agent's wallet to a member of its own downline subtree (payment password required)",
  request: z.strictObject({
    username: text(32).min(1),
    amount: moneyAmountSchema,
    paymentPassword: paymentPasswordInput,
    requestId: requestIdSchema,
  }),
  response: transferResultSchema,
});

export const getTransferUpline = defineEndpoint({
  name: 'getTransferUpline',
  method: 'GET',
  path: '/wps/member/transfer/upline',
  auth: 'member',
  moduleId: 'AGETRANSFERUP3',
  tag: 'wallet',
  summary: "Who the member's transfers to upline go to, and the member's main balance",
  request: emptyQuery,
  response: z.object({ upline: z.string().nullable(), balance: z.number(), hasPaymentPassword: z.boolean() }),
});

export const walletTransfer = defineEndpoint({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'member',
  moduleId: 'FUNDTRANS3',
  tag: 'wallet',
  summary:
    'Recalls game-wallet balances into the main wallet. The merchant runs a single wallet (games debit the main ' +
    'wallet directly), so there is never anything to recall: the answer is the main balance and recalled 0',
  request: z.strictObject({}),
  response: z.object({ recalled: z.number(), balance: z.number(), isSingle: z.literal(true) }),
});

export const processC2cTransaction = defineEndpoint({
  name: 'processC2cTransaction',
  method: 'POST',
  path: '/wps/relay/MCSFE_processC2CTransaction',
  auth: 'member',
  moduleId: 'C2CTRANS3',
  tag: 'wallet',
  summary:
    "Moves money from the member's main wallet to another player of the merchant (C2CTRANS3, off by default): " +
    "payment password, the merchant's minimum, maximum and daily limits, the ledger rules of every transfer",
  request: z.strictObject({
    toUsername: text(32).min(1),
    amount: moneyAmountSchema,
    paymentPassword: paymentPasswordInput,
    requestId: requestIdSchema,
  }),
  response: transferResultSchema,
});

/** The merchant's limits on player-to-player transfers (C2CTRANS3), as JSON numbers with at most 2 decimals. */
export const c2cSettingsSchema = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  /** What one player may send in a day (the merchant's time zone). */
  dailyMaxAmount: z.number(),
  /** Whether the merchant has C2CTRANS3 on (switched in the module settings). */
  enabled: z.boolean(),
});

export type C2cSettings = z.infer<typeof c2cSettingsSchema>;

export const getC2cSettings = defineEndpoint({
  name: 'getC2cSettings',
  method: 'GET',
  path: '/cms/v1/settings/c2c',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's limits on player-to-player transfers and whether they are on",
  request: emptyQuery,
  response: c2cSettingsSchema,
});

export const updateC2cSettings = defineEndpoint({
  name: 'updateC2cSettings',
  method: 'PUT',
  path: '/cms/v1/settings/c2c',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes the limits on player-to-player transfers (minimum ≤ maximum ≤ daily maximum); audited',
  request: z.strictObject({
    minAmount: moneyAmountSchema,
    maxAmount: moneyAmountSchema,
    dailyMaxAmount: moneyAmountSchema,
  }),
  response: c2cSettingsSchema,
});
