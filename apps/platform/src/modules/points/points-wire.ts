import { toWireMoney, type PointConfig, type PointReward, type RedeemRecord } from '@ficha/contract';
import type { PointsRedeemRow, PointsRewardRow, PointsSettingsRow } from '../../db/schema/index.ts';

/** The rules a merchant without a settings row has: nothing earns, 100 points buy 1.00 of cash. */
export const defaultPointsSettings: Omit<PointsSettingsRow, 'merchantId' | 'updatedAt'> = {
  betRates: {},
  defaultBetRate: 0,
  depositRate: 0,
  convertPoints: 100n,
  convertMinor: 100n,
  convertTargets: ['cash'],
  bonusMultiplier: 1,
  bonusDays: 7,
};

export const toPointConfig = (s: Omit<PointsSettingsRow, 'merchantId' | 'updatedAt'>): PointConfig => ({
  betRates: Object.entries(s.betRates).map(([gameType, rate]) => ({ gameType, rate })),
  defaultBetRate: s.defaultBetRate,
  depositRate: s.depositRate,
  convertPoints: Number(s.convertPoints),
  convertAmount: toWireMoney(s.convertMinor),
  convertTargets: s.convertTargets,
  bonusMultiplier: s.bonusMultiplier,
  bonusDays: s.bonusDays,
});

export const toPointReward = (r: PointsRewardRow): PointReward => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  description: r.description,
  imageUrl: r.imageUrl,
  art: r.art,
  points: Number(r.pointsCost),
  value: toWireMoney(r.valueMinor),
  stock: r.stock,
});

export const toRedeemRecord = (r: PointsRedeemRow): RedeemRecord => ({
  id: r.id,
  reference: r.reference,
  kind: r.kind,
  name: r.name,
  quantity: r.quantity,
  points: Number(r.points),
  value: toWireMoney(r.valueMinor),
  status: r.status,
  rejectReason: r.rejectReason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});
