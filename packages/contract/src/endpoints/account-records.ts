import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, queryObject } from '../schemas.ts';

/** The ledger entry kinds that move a member's wallet (the types of the account record). */
export const walletMovementKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'transfer',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'bonus',
] as const;

export type WalletMovementKind = (typeof walletMovementKinds)[number];

/** One movement of a member's wallet: a posting on it with its journal entry. */
export const walletMovementSchema = z.object({
  entryId: z.number().int(),
  time: z.string(),
  /** The entry kind; the client translates it (`record_kind_<kind>`). Unknown kinds pass through. */
  kind: z.string(),
  /** Signed: positive into the wallet, negative out of it. */
  amount: z.number(),
  balanceAfter: z.number(),
  memo: z.string(),
});

export type WalletMovement = z.infer<typeof walletMovementSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format');

export const pagedQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const movementPageSchema = z.object({
  list: z.array(walletMovementSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});

export const getTransactionHistory = defineEndpoint({
  name: 'getTransactionHistory',
  method: 'GET',
  path: '/wps/member/transactions',
  auth: 'member',
  moduleId: 'MEMTRANS3',
  tag: 'records',
  summary:
    "Account record: every movement of the member's wallet, newest first, by type and date range (UTC days, inclusive)",
  request: queryObject({
    type: z.enum(walletMovementKinds).optional(),
    startDate: dateSchema.optional(),
    endDate: dateSchema.optional(),
    ...pagedQuery,
  }),
  response: movementPageSchema,
});

export const getTransactionDetail = defineEndpoint({
  name: 'getTransactionDetail',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: 'member',
  moduleId: 'MEMTRANS3',
  tag: 'records',
  summary: "One movement of the member's own wallet, by entry id (another member's entry is not found)",
  request: queryObject({ entryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: walletMovementSchema.extend({
    currency: z.string(),
    /** For transfers: the other member; for the rest: null. */
    counterparty: z.string().nullable(),
    /** Set when the entry reverses another one. */
    reversesEntryId: z.number().int().nullable(),
  }),
});

export const walletOverviewSchema = z.object({
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** First day of the month the totals cover (UTC), YYYY-MM-DD. */
  monthStart: z.string(),
  month: z.object({
    deposits: z.number(),
    withdrawals: z.number(),
    transfersIn: z.number(),
    transfersOut: z.number(),
    bets: z.number(),
    wins: z.number(),
  }),
  recent: z.array(walletMovementSchema),
});

export type WalletOverview = z.infer<typeof walletOverviewSchema>;

export const getWalletOverview = defineEndpoint({
  name: 'getWalletOverview',
  method: 'GET',
  path: '/wps/member/wallet/overview',
  auth: 'member',
  tag: 'records',
  summary: "My wallet: the main balance, this month's totals by kind and the last 10 movements",
  request: emptyQuery,
  response: walletOverviewSchema,
});
