import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedQuery } from './account-records.ts';
import { moneyAmountOrZeroSchema, moneyAmountSchema } from '../money.ts';
import { queryObject, text } from '../schemas.ts';
import { gameTypeSchema } from './catalog.ts';
import {
  pointConfigSchema,
  pointConversionTargets,
  pointRewardKinds,
  pointRewardSchema,
  redeemRecordSchema,
  redeemStatuses,
} from './points.ts';

const rateSchema = z.number().int().min(0).max(1_000_000);
const pictureUrlSchema = z.union([z.literal(''), text(500).regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, 'url_format')]);
/** The names of the site's own reward art (drawn in SVG/CSS by the player site). */
export const pointRewardArts = ['gift', 'coins', 'cash', 'phone', 'headphones', 'watch', 'bonus', 'ticket'] as const;

export const getPointSettings = defineEndpoint({
  name: 'getPointSettings',
  method: 'GET',
  path: '/cms/v1/points/settings',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's point rules (earning rates by game type and for deposits, conversion ratio)",
  request: queryObject({}),
  response: pointConfigSchema,
});

export const updatePointSettings = defineEndpoint({
  name: 'updatePointSettings',
  method: 'PUT',
  path: '/cms/v1/points/settings',
  auth: 'operator',
  tag: 'console',
  summary: 'Sets the point rules; earnings from then on follow them; audited',
  request: z.strictObject({
    betRates: z.array(z.strictObject({ gameType: gameTypeSchema, rate: rateSchema })).max(20),
    defaultBetRate: rateSchema,
    depositRate: rateSchema,
    convertPoints: z.number().int().min(1).max(1_000_000_000),
    convertAmount: moneyAmountSchema,
    convertTargets: z.array(z.enum(pointConversionTargets)).max(2),
    bonusMultiplier: z.number().int().min(0).max(100),
    bonusDays: z.number().int().min(1).max(365),
  }),
  response: pointConfigSchema,
});

export const consolePointRewardSchema = pointRewardSchema.extend({ active: z.boolean(), sort: z.number().int() });

export const listPointRewards = defineEndpoint({
  name: 'listPointRewards',
  method: 'GET',
  path: '/cms/v1/points/rewards',
  auth: 'operator',
  tag: 'console',
  summary: "The points mall's catalog, inactive rewards included",
  request: queryObject({}),
  response: z.array(consolePointRewardSchema),
});

export const savePointReward = defineEndpoint({
  name: 'savePointReward',
  method: 'POST',
  path: '/cms/v1/points/rewards',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds a mall reward, or changes one (with `id`): texts, picture or art, cost, value, stock; audited',
  request: z.strictObject({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    kind: z.enum(pointRewardKinds),
    name: text(80).min(1),
    description: text(500).default(''),
    imageUrl: pictureUrlSchema.default(''),
    art: z.enum(pointRewardArts).default('gift'),
    points: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    /** Cash or bonus paid; must be 0 (or left out) for an item and positive otherwise. */
    value: moneyAmountOrZeroSchema.optional(),
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(100_000).default(0),
  }),
  response: consolePointRewardSchema,
});

export const consoleRedeemSchema = redeemRecordSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  decidedBy: z.string().nullable(),
});

export const listPointRedeems = defineEndpoint({
  name: 'listPointRedeems',
  method: 'GET',
  path: '/cms/v1/points/redeems',
  auth: 'operator',
  tag: 'console',
  summary: 'Redeem records of the merchant, newest first; `status=in_process` is the fulfilment queue',
  request: queryObject({
    status: z.enum(redeemStatuses).optional(),
    ...pagedQuery,
  }),
  response: z.object({ list: z.array(consoleRedeemSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const decidePointRedeem = defineEndpoint({
  name: 'decidePointRedeem',
  method: 'POST',
  path: '/cms/v1/points/redeems/decide',
  auth: 'operator',
  tag: 'console',
  summary:
    'Approves (fulfils) or rejects an item redeem In Process; a rejection gives the points back and the item back ' +
    'to stock in one transaction; audited',
  request: z
    .strictObject({
      redeemId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      decision: z.enum(['approve', 'reject']),
      /** Shown to the player: required to reject. */
      reason: text(200).default(''),
    })
    .refine((v) => v.decision !== 'reject' || v.reason.trim() !== '', { message: 'required', path: ['reason'] }),
  response: consoleRedeemSchema,
});
