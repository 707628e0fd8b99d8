import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, queryObject } from '../schemas.ts';

export const walletBalanceSchema = z.object({
  /** Everything the member holds, in the merchant currency (a JSON number with at most 2 decimals). */
  sumBalance: z.number(),
  balance: z.array(z.object({ accountTypeId: z.number().int(), name: z.string(), availBalance: z.number() })),
  currency: z.string(),
  currencySymbol: z.string(),
});

export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const getWalletBalance = defineEndpoint({
  name: 'getWalletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'member',
  tag: 'wallet',
  summary: "The member's balance: the main wallet (single-wallet merchant), in the merchant currency",
  request: queryObject({ typeId: z.enum(['0']).optional() }),
  response: walletBalanceSchema,
});

export const getMerchantWallet = defineEndpoint({
  name: 'getMerchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'member',
  tag: 'wallet',
  summary: 'Whether the merchant runs a single wallet (games debit the main wallet directly)',
  request: emptyQuery,
  response: z.object({ isSingle: z.boolean() }),
});
