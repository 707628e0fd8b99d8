import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { proofImageMaxBytes, proofImageTypes } from '../proof-image.ts';
import { emptyQuery, languageSchema, queryObject, text } from '../schemas.ts';

/**
 * A proof image travels base64-encoded inside the JSON body: base64 of 5 MB plus the JSON around it; a bigger image
 * inside this limit is refused as `deposit_proof_invalid`.
 */
const proofBodyLimit = Math.ceil((proofImageMaxBytes * 4) / 3) + 64 * 1024;

export const paymentChannelKinds = ['bank_transfer', 'ewallet', 'gateway'] as const;
export type PaymentChannelKind = (typeof paymentChannelKinds)[number];

export const depositStatuses = ['pending', 'approved', 'rejected', 'failed', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A channel as a player sees it: the receiving account of a manual channel and the amount limits. */
export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(paymentChannelKinds),
  name: z.string(),
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  instructions: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
});

export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositSchema = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  channelKind: z.enum(paymentChannelKinds),
  amount: z.number(),
  currency: z.string(),
  reference: z.string(),
  status: z.enum(depositStatuses),
  rejectReason: z.string().nullable(),
  hasProof: z.boolean(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export type Deposit = z.infer<typeof depositSchema>;

export const depositProofSchema = z.object({
  contentType: z.enum(proofImageTypes),
  dataBase64: z.string(),
});

export const getDepositSettings = defineEndpoint({
  name: 'getDepositSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositSettings',
  auth: 'member',
  tag: 'deposits',
  summary: 'Whether the member may deposit (a real member and an enabled channel) and its approved deposits count',
  request: emptyQuery,
  response: z.object({ allowDeposit: z.enum(['Y', 'N']), totalDepositSuccessCount: z.number().int() }),
});

export const listDepositChannels = defineEndpoint({
  name: 'listDepositChannels',
  method: 'GET',
  path: '/wps/relay/deposits/channels',
  auth: 'member',
  tag: 'deposits',
  summary: "The merchant's enabled payment channels in order, with receiving accounts and amount limits",
  request: emptyQuery,
  response: z.array(depositChannelSchema),
});

export const submitDeposit = defineEndpoint({
  name: 'submitDeposit',
  method: 'POST',
  path: '/wps/relay/deposits',
  auth: 'member',
  tag: 'deposits',
  summary:
    'A manual deposit request (bank transfer or e-wallet) with its reference and a png or jpg proof, pending review',
  bodyLimit: proofBodyLimit,
  request: z.strictObject({
    channelCode: text(32).min(1),
    amount: moneyAmountSchema,
    /** The deposit bonus the player opted into (decision 0054): granted when the deposit is credited. */
    promotionId: z.number().int().positive().optional(),
    reference: text(64).min(1),
    proof: z.strictObject({
      contentType: z.enum(proofImageTypes),
      dataBase64: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/),
    }),
  }),
  response: depositSchema,
});

export const startGatewayDeposit = defineEndpoint({
  name: 'startGatewayDeposit',
  method: 'POST',
  path: '/wps/relay/deposits/gateway',
  auth: 'member',
  tag: 'deposits',
  summary: "Starts a payment-gateway deposit: a pending order and the signed URL of the gateway's payment page",
  request: z.strictObject({
    channelCode: text(32).min(1),
    amount: moneyAmountSchema,
    /** The deposit bonus the player opted into (decision 0054): granted when the deposit is credited. */
    promotionId: z.number().int().positive().optional(),
    /** Where the gateway sends the player back; a path on this site. */
    returnPath: z
      .string()
      .max(200)
      .regex(/^\/[A-Za-z0-9/_?=&.-]*$/)
      .optional(),
  }),
  response: z.object({ deposit: depositSchema, redirectUrl: z.string() }),
});

export const listMyDeposits = defineEndpoint({
  name: 'listMyDeposits',
  method: 'GET',
  path: '/wps/relay/deposits',
  auth: 'member',
  tag: 'deposits',
  summary: "The member's own deposits, newest first",
  request: queryObject(pageQuery),
  response: z.object({ list: z.array(depositSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const getMyDepositProof = defineEndpoint({
  name: 'getMyDepositProof',
  method: 'GET',
  path: '/wps/relay/deposits/proof',
  auth: 'member',
  tag: 'deposits',
  summary: 'The proof image of one of the member’s own deposits',
  request: queryObject({ depositId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: depositProofSchema,
});

// Console

export const paymentChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(paymentChannelKinds),
  name: z.string(),
  names: z.partialRecord(languageSchema, z.string()),
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  instructions: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});

export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

const channelFields = {
  kind: z.enum(paymentChannelKinds),
  name: text(64).min(1),
  names: z.partialRecord(languageSchema, text(64).min(1)),
  bankName: text(64),
  accountHolder: text(64),
  accountNumber: text(64),
  instructions: text(500),
  minAmount: moneyAmountSchema,
  maxAmount: moneyAmountSchema,
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(9999),
};

export const listPaymentChannels = defineEndpoint({
  name: 'listPaymentChannels',
  method: 'GET',
  path: '/cms/v1/payment-channels',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's payment channels, enabled or not, in order",
  request: emptyQuery,
  response: z.array(paymentChannelSchema),
});

export const createPaymentChannel = defineEndpoint({
  name: 'createPaymentChannel',
  method: 'POST',
  path: '/cms/v1/payment-channels',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds a payment channel (min ≤ max; manual channels need a receiving account); audited',
  request: z.strictObject({
    code: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/),
    ...channelFields,
  }),
  response: paymentChannelSchema,
});

export const updatePaymentChannel = defineEndpoint({
  name: 'updatePaymentChannel',
  method: 'PUT',
  path: '/cms/v1/payment-channels',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes a payment channel (its code and kind stay); audited',
  request: z
    .strictObject({
      id: z.number().int().positive().max(2_147_483_647),
      ...channelFields,
      kind: channelFields.kind.optional(),
    })
    .partial({
      name: true,
      names: true,
      bankName: true,
      accountHolder: true,
      accountNumber: true,
      instructions: true,
      minAmount: true,
      maxAmount: true,
      enabled: true,
      sortOrder: true,
    }),
  response: paymentChannelSchema,
});

export const consoleDepositSchema = depositSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  reviewedBy: z.string().nullable(),
});

export type ConsoleDeposit = z.infer<typeof consoleDepositSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const searchDeposits = defineEndpoint({
  name: 'searchDeposits',
  method: 'GET',
  path: '/cms/v1/deposits',
  auth: 'operator',
  tag: 'console',
  summary: 'The deposit queue: filtered by status, channel, member and creation date (UTC days), newest first',
  request: queryObject({
    status: z.enum(depositStatuses).optional(),
    channelCode: text(32).optional(),
    username: text(32).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    ...pageQuery,
  }),
  response: z.object({
    list: z.array(consoleDepositSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
});

export const getDepositProof = defineEndpoint({
  name: 'getDepositProof',
  method: 'GET',
  path: '/cms/v1/deposits/proof',
  auth: 'operator',
  tag: 'console',
  summary: 'The proof image of a deposit of the merchant',
  request: queryObject({ depositId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: depositProofSchema,
});

export const approveDeposit = defineEndpoint({
  name: 'approveDeposit',
  method: 'POST',
  path: '/cms/v1/deposits/approve',
  auth: 'operator',
  tag: 'console',
  summary: "Approves a pending manual deposit: credits the member's wallet once; audited",
  request: z.strictObject({ depositId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: consoleDepositSchema,
});

export const rejectDeposit = defineEndpoint({
  name: 'rejectDeposit',
  method: 'POST',
  path: '/cms/v1/deposits/reject',
  auth: 'operator',
  tag: 'console',
  summary: 'Rejects a pending manual deposit with a reason; no money moves; audited',
  request: z.strictObject({
    depositId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    reason: text(200).min(1),
  }),
  response: consoleDepositSchema,
});
