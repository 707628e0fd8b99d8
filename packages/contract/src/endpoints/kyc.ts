import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  kycDocumentKinds,
  kycDocumentMaxBytes,
  kycDocumentStatuses,
  kycDocumentTypes,
  kycMaxLevel,
  kycMinimumAges,
} from '../kyc.ts';
import { moneyAmountOrZeroSchema } from '../money.ts';
import { queryObject, text } from '../schemas.ts';

/** A document travels base64-encoded inside the JSON body: base64 of 8 MB plus the JSON around it. */
const documentBodyLimit = Math.ceil((kycDocumentMaxBytes * 4) / 3) + 64 * 1024;

const idQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A calendar date, `YYYY-MM-DD`. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format');

export const kycDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(kycDocumentKinds),
  status: z.enum(kycDocumentStatuses),
  fileName: z.string(),
  contentType: z.enum(kycDocumentTypes),
  sizeBytes: z.number().int(),
  rejectReason: z.string().nullable(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** A merchant's KYC rules: the documents of each level, and when a withdrawal needs which level. */
export const kycRulesSchema = z.object({
  /** Level N needs every document of levels 1..N; `levels[0]` is level 1. */
  levels: z
    .array(z.array(z.enum(kycDocumentKinds)))
    .min(1)
    .max(kycMaxLevel),
  /** The level a withdrawal needs when one of the thresholds below is passed. */
  requiredLevel: z.number().int().min(1).max(kycMaxLevel),
  /** A withdrawal above this amount needs `requiredLevel`; 0: no such rule. */
  withdrawalAbove: z.number(),
  /** Lifetime approved deposits above this amount make every withdrawal need `requiredLevel`; 0: no such rule. */
  lifetimeDepositsAbove: z.number(),
  minimumAge: z.union(kycMinimumAges.map((age) => z.literal(age))),
});

export type KycRules = z.infer<typeof kycRulesSchema>;

/** What a player's KYC stands at: the level reached, what the merchant requires, each document. */
export const kycStatusSchema = z.object({
  level: z.number().int(),
  rules: kycRulesSchema,
  documents: z.array(kycDocumentSchema),
});

export type KycStatus = z.infer<typeof kycStatusSchema>;

export const getMyKyc = defineEndpoint({
  name: 'getMyKyc',
  method: 'GET',
  path: '/wps/relay/kyc',
  auth: 'member',
  tag: 'kyc',
  summary: "The member's KYC level, the merchant's level rules and the member's documents with their review state",
  request: queryObject({}),
  response: kycStatusSchema,
});

export const uploadKycDocument = defineEndpoint({
  name: 'uploadKycDocument',
  method: 'POST',
  path: '/wps/relay/kyc/documents',
  auth: 'member',
  tag: 'kyc',
  summary: 'Uploads one identity document (png, jpg, webp or PDF of at most 8 MB, typed by its bytes), pending review',
  bodyLimit: documentBodyLimit,
  request: z.strictObject({
    kind: z.enum(kycDocumentKinds),
    /** The file's own name, shown to the reviewer: no path, no control characters. */
    fileName: text(120).min(1),
    contentType: z.enum(kycDocumentTypes),
    dataBase64: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/),
  }),
  response: kycDocumentSchema,
});

// Console

export const consoleKycDocumentSchema = kycDocumentSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  reviewedBy: z.string().nullable(),
});

export type ConsoleKycDocument = z.infer<typeof consoleKycDocumentSchema>;

export const listKycDocuments = defineEndpoint({
  name: 'listKycDocuments',
  method: 'GET',
  path: '/cms/v1/kyc/documents',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's KYC documents (the review queue: pending first, oldest first), by state or player",
  request: queryObject({
    status: z.enum(kycDocumentStatuses).optional(),
    username: text(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(consoleKycDocumentSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const getMemberKyc = defineEndpoint({
  name: 'getMemberKyc',
  method: 'GET',
  path: '/cms/v1/kyc/member',
  auth: 'operator',
  tag: 'console',
  summary: "One player's KYC level and documents",
  request: queryObject({ memberId: idQuery }),
  response: z.object({ level: z.number().int(), documents: z.array(consoleKycDocumentSchema) }),
});

export const getKycDocumentFile = defineEndpoint({
  name: 'getKycDocumentFile',
  method: 'GET',
  path: '/cms/v1/kyc/document',
  auth: 'operator',
  tag: 'console',
  summary:
    'The bytes of one KYC document as data in JSON (never served as a page): the console shows images and downloads PDFs',
  request: queryObject({ documentId: idQuery }),
  response: z.object({
    fileName: z.string(),
    contentType: z.enum(kycDocumentTypes),
    dataBase64: z.string(),
  }),
});

export const reviewKycDocument = defineEndpoint({
  name: 'reviewKycDocument',
  method: 'POST',
  path: '/cms/v1/kyc/review',
  auth: 'operator',
  tag: 'console',
  summary: 'Approves a pending document (with its expiry date, if it has one) or rejects it with a reason; audited',
  request: z.discriminatedUnion('decision', [
    z.strictObject({ documentId: idQuery, decision: z.literal('approve'), expiresOn: isoDate.nullable().optional() }),
    z.strictObject({ documentId: idQuery, decision: z.literal('reject'), reason: text(200).min(1) }),
  ]),
  response: consoleKycDocumentSchema,
});

export const getKycRules = defineEndpoint({
  name: 'getKycRules',
  method: 'GET',
  path: '/cms/v1/kyc/rules',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's KYC levels, withdrawal thresholds and minimum age",
  request: queryObject({}),
  response: kycRulesSchema,
});

export const updateKycRules = defineEndpoint({
  name: 'updateKycRules',
  method: 'POST',
  path: '/cms/v1/kyc/rules',
  auth: 'operator',
  tag: 'console',
  summary: "Changes the merchant's KYC levels, withdrawal thresholds and minimum age; audited",
  request: z.strictObject({
    levels: z
      .array(z.array(z.enum(kycDocumentKinds)).min(1).max(kycDocumentKinds.length))
      .min(1)
      .max(kycMaxLevel),
    requiredLevel: z.number().int().min(1).max(kycMaxLevel),
    withdrawalAbove: moneyAmountOrZeroSchema,
    lifetimeDepositsAbove: moneyAmountOrZeroSchema,
    minimumAge: z.union(kycMinimumAges.map((age) => z.literal(age))),
  }),
  response: kycRulesSchema,
});
