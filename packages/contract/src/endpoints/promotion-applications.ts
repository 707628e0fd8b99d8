import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { proofImageMaxBytes, proofImageTypes } from '../proof-image.ts';
import { languageSchema, queryObject, text } from '../schemas.ts';

/**
 * "Apply" promotions (issue 16, SPEC §5, decision 0077): a member applies for a promotion of kind `apply` with a
 * comment of at most 140 characters and up to 3 png/jpg images of at most 5 MB each (checked like deposit
 * proofs); an operator approves (the reward is granted once, into the bonus wallet from the promotion's budget) or
 * rejects it with a reason. An approval at or above the merchant's dual-approval threshold waits for a second
 * operator.
 */

/** SPEC §5: the comment's length, the images' count. */
export const applicationCommentMax = 140;
export const applicationImagesMax = 3;

/** Three images in base64 plus the JSON around them; a bigger image inside it is refused by its own check. */
const applicationBodyLimit = Math.ceil((proofImageMaxBytes * 4 * applicationImagesMax) / 3) + 64 * 1024;

export const applicationStatuses = ['applying', 'awaiting_second_approval', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationImageSchema = z.strictObject({
  contentType: z.enum(proofImageTypes),
  dataBase64: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid_format'),
});

/** An application as its member sees it. */
export const promotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  comment: z.string(),
  imageCount: z.number().int(),
  /** `awaiting_second_approval` reads as still applying to the member. */
  status: z.enum(applicationStatuses),
  /** The reviewer's reason when rejected. */
  reason: z.string(),
  /** What the approval granted; null until then. */
  amount: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const applyPromotion = defineEndpoint({
  name: 'applyPromotion',
  method: 'POST',
  path: '/wps/member/promotions/apply',
  auth: 'member',
  tag: 'promotions',
  summary:
    'Applies for an "apply" promotion with a comment (≤ 140 characters) and up to 3 png/jpg images (≤ 5 MB each); one application under review at a time',
  bodyLimit: applicationBodyLimit,
  request: z.strictObject({
    promotionId: z.number().int().positive().max(2_147_483_647),
    comment: text(applicationCommentMax).default(''),
    images: z.array(applicationImageSchema).max(applicationImagesMax).default([]),
  }),
  response: z.object({ application: promotionApplicationSchema }),
});

export const getMyPromotionApplications = defineEndpoint({
  name: 'getMyPromotionApplications',
  method: 'GET',
  path: '/wps/member/promotions/applications',
  auth: 'member',
  tag: 'promotions',
  summary: "The member's applications, newest first",
  request: queryObject({ language: languageSchema.optional() }),
  response: z.object({ list: z.array(promotionApplicationSchema) }),
});

/** An application as the console's queue shows it. */
export const consoleApplicationSchema = promotionApplicationSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** What an approval grants: the promotion's reward. */
  reward: z.number(),
  /** Whether approving it takes two operators (the reward is at or above the merchant's threshold). */
  needsSecondApproval: z.boolean(),
  firstApprover: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type ConsoleApplication = z.infer<typeof consoleApplicationSchema>;

export const listPromotionApplications = defineEndpoint({
  name: 'listPromotionApplications',
  method: 'GET',
  path: '/cms/v1/promotions/applications',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's applications, oldest open first (or all of one status)",
  request: queryObject({
    status: z.enum(['open', ...applicationStatuses]).default('open'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(consoleApplicationSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const getPromotionApplicationImage = defineEndpoint({
  name: 'getPromotionApplicationImage',
  method: 'GET',
  path: '/cms/v1/promotions/applications/image',
  auth: 'operator',
  tag: 'console',
  summary: "One image of an application of the merchant (1 to 3), as a deposit proof's",
  request: queryObject({
    applicationId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    position: z.coerce.number().int().min(1).max(applicationImagesMax),
  }),
  response: z.object({ contentType: z.enum(proofImageTypes), dataBase64: z.string() }),
});

export const decidePromotionApplication = defineEndpoint({
  name: 'decidePromotionApplication',
  method: 'POST',
  path: '/cms/v1/promotions/applications/decide',
  auth: 'operator',
  tag: 'console',
  summary:
    'Approves (the reward granted once; a second operator at or above the threshold) or rejects (with a reason) an application; audited',
  request: z
    .strictObject({
      applicationId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      decision: z.enum(['approve', 'reject']),
      reason: text(200).default(''),
    })
    .refine((r) => r.decision === 'approve' || r.reason.length > 0, { path: ['reason'], message: 'required' }),
  response: z.object({ application: consoleApplicationSchema }),
});
