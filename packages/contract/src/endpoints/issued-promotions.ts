import { z } from 'zod';
import { bannerImageMaxBytes, bannerImageTypes } from '../banner-image.ts';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { ignoredParams, languageSchema, queryObject, text } from '../schemas.ts';
import { bannerImageSchema } from './banner-images.ts';
import { messageAudienceSchema } from './console-messages.ts';
import { promotionClaimSchema } from './promotions.ts';

/**
 * Issued promotions (issue 16, decision 0077): the operator issues a promotion of kind `issued` to a player, a
 * list or a segment (the audiences of operator messages); each issued player sees it in the reward center and
 * claims it once (`MCSFE_claimIssuedPromotion`), into the bonus wallet from the promotion's budget. Also the
 * promotion art upload of the builder.
 */

/** A reward issued to the member and not claimed yet (the reward center's claimable list). */
export const issuedRewardSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  art: z.string(),
  amount: z.number(),
  issuedAt: z.string(),
  /** The promotion's end: after it the reward can no longer be claimed. */
  endsAt: z.string(),
});
export type IssuedReward = z.infer<typeof issuedRewardSchema>;

/**
 * The original client's feed of rewards waiting to be taken (upstream-api §1.9, recorded without parameters or a
 * response shape): Ficha answers the member's issued, unclaimed rewards of open promotions.
 */
export const getUnappliedExtraRewardClaimList = defineEndpoint({
  name: 'getUnappliedExtraRewardClaimList',
  method: 'GET',
  path: '/wps/relay/getUnappliedExtraRewardClaimList',
  auth: 'member',
  tag: 'promotions',
  summary: "The member's issued rewards not claimed yet, of promotions still open, oldest first",
  request: queryObject({ language: languageSchema.optional(), ...ignoredParams('merchantCode') }),
  response: z.object({ list: z.array(issuedRewardSchema) }),
});

/**
 * Claims an issued reward: the one named (`issuedId`, or the member's issue of `promotionId`), else the member's
 * oldest claimable one. Recorded without parameters.
 */
export const claimIssuedPromotion = defineEndpoint({
  name: 'claimIssuedPromotion',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimIssuedPromotion',
  auth: 'member',
  tag: 'promotions',
  summary: 'Claims a reward the operator issued to the member: once, into the bonus wallet',
  request: z.strictObject({
    issuedId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    promotionId: z.number().int().positive().max(2_147_483_647).optional(),
  }),
  response: z.object({ claim: promotionClaimSchema }),
});

export const issuePromotion = defineEndpoint({
  name: 'issuePromotion',
  method: 'POST',
  path: '/cms/v1/promotions/issue',
  auth: 'operator',
  tag: 'console',
  summary:
    'Issues an "issued" promotion to a player, a list or a segment (players under a time-out or self-exclusion left out); a player already issued it is skipped; audited',
  request: z.strictObject({
    promotionId: z.number().int().positive().max(2_147_483_647),
    audience: messageAudienceSchema,
    /** What each player may claim; absent: the promotion's reward. */
    amount: moneyAmountSchema.optional(),
    note: text(200).default(''),
  }),
  response: z.object({ issued: z.number().int(), skipped: z.number().int() }),
});

export const consoleIssueSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  amount: z.number(),
  status: z.enum(['issued', 'claimed']),
  note: z.string(),
  issuedBy: z.string(),
  issuedAt: z.string(),
  claimedAt: z.string().nullable(),
});

export const listPromotionIssues = defineEndpoint({
  name: 'listPromotionIssues',
  method: 'GET',
  path: '/cms/v1/promotions/issues',
  auth: 'operator',
  tag: 'console',
  summary: "An issued promotion's players, newest first, claimed or not",
  request: queryObject({
    promotionId: z.coerce.number().int().positive().max(2_147_483_647),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(consoleIssueSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

const artBodyLimit = Math.ceil((bannerImageMaxBytes * 4) / 3) + 64 * 1024;

/**
 * The builder's art upload (decision 0077): the banner images' store and checks (decision 0065), under the
 * promotions permission; a promotion's `art` may then name the stored address.
 */
export const uploadConsolePromotionArt = defineEndpoint({
  name: 'uploadConsolePromotionArt',
  method: 'POST',
  path: '/cms/v1/promotions/art',
  auth: 'operator',
  tag: 'console',
  summary:
    "Stores a promotion's art (png, jpg or webp by its bytes, at most 2 MB, 320×80 to 4096×4096 px) and answers its address; audited",
  bodyLimit: artBodyLimit,
  request: z.strictObject({
    contentType: z.enum(bannerImageTypes),
    dataBase64: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid_format'),
  }),
  response: bannerImageSchema,
});
