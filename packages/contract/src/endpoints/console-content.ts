import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { languageCodes } from '../languages.ts';
import { contentLanguagesSchema } from './console-help.ts';
import { queryObject, text } from '../schemas.ts';
import { feedbackQuestionTypes } from './feedback.ts';

/** Where a banner shows on the site (SPEC §3 "Banner"). */
export const bannerGroups = ['w_home', 'w_register', 'w_leftmenu'] as const;
export const bannerKinds = ['B', 'PR'] as const;
export const linkageTypes = ['NONE', 'URL', 'ROUTE'] as const;
/** PL a marquee notice, PU a popup, AG an agent announcement (shown in the agent center only). */
export const consoleNoticeTypes = ['PL', 'PU', 'AG'] as const;
export type ConsoleNoticeType = (typeof consoleNoticeTypes)[number];
export const popupExecutions = ['A', 'B', 'F'] as const;

const idSchema = z.number().int().positive().max(2_147_483_647);
const bigIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An absolute http(s) address or a site path. */
const addressSchema = text(500)
  .min(1)
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'url_format');
const instantSchema = z.iso.datetime({ offset: true });
const scheduleFields = {
  /** When it starts showing (null: at once) and stops (null: never), ISO 8601. */
  startsAt: instantSchema.nullable(),
  endsAt: instantSchema.nullable(),
};

function scheduleIsOrdered(value: { startsAt?: string | null; endsAt?: string | null }): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  return Date.parse(value.endsAt) > Date.parse(value.startsAt);
}

/** NONE has no target; URL an absolute http(s) address; ROUTE a site path. */
function targetFitsLinkage(value: { linkageType?: string; target?: string | null }): boolean {
  if (value.linkageType === undefined) return true;
  if (value.linkageType === 'NONE') return value.target === null || value.target === undefined;
  if (typeof value.target !== 'string') return false;
  return value.linkageType === 'URL' ? /^https?:\/\//.test(value.target) : value.target.startsWith('/');
}

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  kind: z.enum(bannerKinds),
  groupName: z.string(),
  imageUrl: z.string(),
  linkageType: z.enum(linkageTypes),
  target: z.string().nullable(),
  /** The image's alternative text. */
  title: z.string(),
  /** The languages it shows in; empty means all. */
  languages: z.array(z.enum(languageCodes)),
  sequence: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

const bannerFields = z.strictObject({
  kind: z.enum(bannerKinds),
  groupName: z.enum(bannerGroups),
  imageUrl: addressSchema,
  linkageType: z.enum(linkageTypes),
  target: addressSchema.nullable(),
  title: text(120).min(1),
  languages: z.array(z.enum(languageCodes)).max(languageCodes.length),
  sequence: z.number().int().min(0).max(100_000),
  ...scheduleFields,
  enabled: z.boolean(),
});
export type BannerInput = z.infer<typeof bannerFields>;

const bannerRules = <T extends z.ZodType<{ linkageType?: string; target?: string | null }>>(schema: T) =>
  schema
    .refine(targetFitsLinkage, { message: 'linkage_target', path: ['target'] })
    .refine((v) => scheduleIsOrdered(v as { startsAt?: string | null }), { message: 'schedule', path: ['endsAt'] });

export const listConsoleBanners = defineEndpoint({
  name: 'listConsoleBanners',
  method: 'GET',
  path: '/cms/v1/announcements/banners',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's banners and promotion images, by group and order",
  request: queryObject({}),
  response: z.object({ list: z.array(consoleBannerSchema) }),
});

export const createConsoleBanner = defineEndpoint({
  name: 'createConsoleBanner',
  method: 'POST',
  path: '/cms/v1/announcements/banners',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds a banner; audited',
  request: bannerRules(bannerFields),
  response: consoleBannerSchema,
});

export const updateConsoleBanner = defineEndpoint({
  name: 'updateConsoleBanner',
  method: 'PUT',
  path: '/cms/v1/announcements/banners',
  auth: 'operator',
  tag: 'console',
  summary: 'Replaces a banner’s fields; audited',
  request: bannerRules(bannerFields.extend({ id: idSchema })),
  response: consoleBannerSchema,
});

export const deleteConsoleBanner = defineEndpoint({
  name: 'deleteConsoleBanner',
  method: 'DELETE',
  path: '/cms/v1/announcements/banners',
  auth: 'operator',
  tag: 'console',
  summary: 'Removes a banner; audited',
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.number().int() }),
});

export const noticeTextSchema = z.strictObject({
  language: z.enum(languageCodes),
  title: text(200).min(1),
  /** HTML; the site keeps only safe formatting when it shows it. */
  content: text(20_000),
});

export const consoleNoticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(['PL', 'PU', 'H', 'AG']),
  execution: z.enum(popupExecutions).nullable(),
  texts: z.array(z.object({ language: z.enum(languageCodes), title: z.string(), content: z.string() })),
  sequence: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

const noticeFields = z.strictObject({
  type: z.enum(consoleNoticeTypes),
  /** Popups only: A signed-in players, B visitors, F a member's first sign-in. */
  execution: z.enum(popupExecutions).nullable(),
  texts: z
    .array(noticeTextSchema)
    .min(1)
    .max(languageCodes.length)
    .refine((texts) => new Set(texts.map((t) => t.language)).size === texts.length, 'languages_repeated'),
  sequence: z.number().int().min(0).max(100_000),
  ...scheduleFields,
  enabled: z.boolean(),
});
export type NoticeInput = z.infer<typeof noticeFields>;

const noticeRules = <T extends z.ZodType<{ type: string; execution: string | null }>>(schema: T) =>
  schema
    .refine((v) => (v.type === 'PU') === (v.execution !== null), { message: 'execution', path: ['execution'] })
    .refine((v) => scheduleIsOrdered(v as { startsAt?: string | null }), { message: 'schedule', path: ['endsAt'] });

export const listConsoleNotices = defineEndpoint({
  name: 'listConsoleNotices',
  method: 'GET',
  path: '/cms/v1/announcements/notices',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's marquee notices and popups with their texts per language",
  request: queryObject({ type: z.enum(consoleNoticeTypes).optional() }),
  response: z.object({ list: z.array(consoleNoticeSchema), languages: contentLanguagesSchema }),
});

export const createConsoleNotice = defineEndpoint({
  name: 'createConsoleNotice',
  method: 'POST',
  path: '/cms/v1/announcements/notices',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds a marquee notice or a popup; audited',
  request: noticeRules(noticeFields),
  response: consoleNoticeSchema,
});

export const updateConsoleNotice = defineEndpoint({
  name: 'updateConsoleNotice',
  method: 'PUT',
  path: '/cms/v1/announcements/notices',
  auth: 'operator',
  tag: 'console',
  summary: 'Replaces a notice’s fields and texts; audited',
  request: noticeRules(noticeFields.extend({ id: idSchema })),
  response: consoleNoticeSchema,
});

export const deleteConsoleNotice = defineEndpoint({
  name: 'deleteConsoleNotice',
  method: 'DELETE',
  path: '/cms/v1/announcements/notices',
  auth: 'operator',
  tag: 'console',
  summary: 'Removes a notice and its texts; audited',
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.number().int() }),
});

export const feedbackStatuses = ['open', 'answered'] as const;

export const consoleFeedbackSchema = z.object({
  id: z.number().int(),
  /** Null for a visitor's feedback: an answer then reaches nobody and is only kept. */
  memberId: z.number().int().nullable(),
  sender: z.string(),
  type: z.literal(feedbackQuestionTypes),
  content: z.string(),
  status: z.enum(feedbackStatuses),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleFeedback = z.infer<typeof consoleFeedbackSchema>;

export const listConsoleFeedback = defineEndpoint({
  name: 'listConsoleFeedback',
  method: 'GET',
  path: '/cms/v1/feedback',
  auth: 'operator',
  tag: 'console',
  summary: 'The feedback inbox, newest first, optionally by status',
  request: queryObject({
    status: z.enum(feedbackStatuses).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(consoleFeedbackSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const answerConsoleFeedback = defineEndpoint({
  name: 'answerConsoleFeedback',
  method: 'POST',
  path: '/cms/v1/feedback/answer',
  auth: 'operator',
  tag: 'console',
  summary: 'Answers a feedback once; a member’s feedback gets the answer as a platform message; audited',
  request: z.strictObject({ id: bigIdSchema, answer: text(1000).min(1) }),
  response: consoleFeedbackSchema,
});
