import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedQuery } from './account-records.ts';
import { emptyQuery, queryObject } from '../schemas.ts';
import { paymentPasswordSchema } from './withdrawals.ts';

/** Whole points: a positive safe integer (never a fraction, never negative). */
export const pointsSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const pointRewardKinds = ['cash', 'bonus', 'item'] as const;
export const pointConversionTargets = ['cash', 'bonus'] as const;
export const redeemKinds = ['cash', 'bonus', 'item', 'convert_cash', 'convert_bonus'] as const;
/** SPEC §4 redeem statuses: In Process, Rejected, Approved. */
export const redeemStatuses = ['in_process', 'rejected', 'approved'] as const;

export const pointRewardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(pointRewardKinds),
  name: z.string(),
  description: z.string(),
  /** An uploaded or linked picture; empty: the site draws the art named by `art`. */
  imageUrl: z.string(),
  art: z.string(),
  points: z.number().int(),
  /** Cash or bonus paid (money); 0 for an item. */
  value: z.number(),
  /** Left in stock; null = unlimited. */
  stock: z.number().int().nullable(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

/** SPEC §3 "Redeem record": reference number, apply time, type, name, quantity, status. */
export const redeemRecordSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(redeemKinds),
  name: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  value: z.number(),
  status: z.enum(redeemStatuses),
  rejectReason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;

export const getPointBalance = defineEndpoint({
  name: 'getPointBalance',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointBalance',
  auth: 'member',
  moduleId: 'PTSYS3',
  tag: 'points',
  summary: "The member's points balance",
  request: emptyQuery,
  response: z.object({ pointBalance: z.number().int() }),
});

export const pointConfigSchema = z.object({
  /** Points per 100.00 of valid bet by the catalog's game type (SPEC §3 point types), and for the others. */
  betRates: z.array(z.object({ gameType: z.string(), rate: z.number().int() })),
  defaultBetRate: z.number().int(),
  /** Points per 100.00 deposited. */
  depositRate: z.number().int(),
  /** `convertPoints` points buy `convertAmount` of cash or bonus. */
  convertPoints: z.number().int(),
  convertAmount: z.number(),
  convertTargets: z.array(z.enum(pointConversionTargets)),
  bonusMultiplier: z.number().int(),
  bonusDays: z.number().int(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const getPointConfig = defineEndpoint({
  name: 'getPointConfig',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointConfig',
  auth: 'member',
  moduleId: 'PTSYS3',
  tag: 'points',
  summary: "The merchant's point rules: earning rates, conversion ratio",
  request: emptyQuery,
  response: pointConfigSchema,
});

export const getPointRewardConversionType = defineEndpoint({
  name: 'getPointRewardConversionType',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointRewardConversionType',
  auth: 'member',
  moduleId: 'PTSYS3',
  tag: 'points',
  summary: 'What points convert to (cash, bonus)',
  request: emptyQuery,
  response: z.array(z.enum(pointConversionTargets)),
});

export const getPointReward = defineEndpoint({
  name: 'getPointReward',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointReward',
  auth: 'member',
  moduleId: 'PTSYS3',
  tag: 'points',
  summary: "The points mall's catalog: active rewards with their cost and stock",
  request: emptyQuery,
  response: z.array(pointRewardSchema),
});

export const redeemPointReward = defineEndpoint({
  name: 'redeemPointReward',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  auth: 'member',
  moduleId: 'PTSYS3',
  encrypted: true,
  tag: 'points',
  summary:
    'Redeems a mall reward with the payment password: cash and bonus are paid at once, an item waits for the ' +
    'operator; points and stock move in one transaction (nothing moves on a refusal)',
  request: z.strictObject({
    rewardId: z.number().int().positive().max(2_147_483_647),
    quantity: z.number().int().min(1).max(100).default(1),
    paymentPassword: paymentPasswordSchema,
  }),
  response: redeemRecordSchema,
});

export const convertPoint = defineEndpoint({
  name: 'convertPoint',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
  auth: 'member',
  moduleId: 'PTSYS3',
  encrypted: true,
  tag: 'points',
  summary:
    'Converts points to cash or bonus at the configured ratio (a whole multiple of its points), with the payment password',
  request: z.strictObject({
    points: pointsSchema,
    type: z.enum(pointConversionTargets),
    paymentPassword: paymentPasswordSchema,
  }),
  response: redeemRecordSchema,
});

export const getRedeemPointList = defineEndpoint({
  name: 'getRedeemPointList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getRedeemPointList',
  auth: 'member',
  moduleId: 'PTSYS3',
  tag: 'points',
  summary: "The member's redeem records, newest first",
  request: queryObject({
    ...pagedQuery,
  }),
  response: z.object({ list: z.array(redeemRecordSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});
