import type { Db } from '../db/database.ts';
import { pointsRewards, pointsSettings, vipRanks } from '../db/schema/index.ts';

/** The demo's point rules: per 100.00 of valid bet by game type, per 100.00 deposited; 100 points buy 1.00. */
const demoSettings = {
  betRates: { RNG: 100, INHOUSE: 100, LIVE: 20, PVP: 50, SPORTS: 50, ESPORTS: 50, LOTT: 50, ELOTT: 50, FISH: 80 },
  defaultBetRate: 20,
  depositRate: 10,
  convertPoints: 100n,
  convertMinor: 1_00n,
  convertTargets: ['cash', 'bonus'] as Array<'cash' | 'bonus'>,
  bonusMultiplier: 5,
  bonusDays: 7,
};

/**
 * A stocked mall: the site draws each reward's art by its `art` name (no picture URL). The cheapest reward is
 * within reach of most history players (about 160–430 points after the fold), so the demo can redeem at first start.
 */
const demoRewards = [
  {
    kind: 'cash',
    name: 'Saldo 1.50',
    description: 'Se acredita al instante en tu billetera.',
    art: 'cash',
    pointsCost: 150n,
    valueMinor: 1_50n,
    stock: null,
  },
  {
    kind: 'bonus',
    name: 'Bono 20.00',
    description: 'Bono con rollover ×5, válido 7 días.',
    art: 'bonus',
    pointsCost: 1_500n,
    valueMinor: 20_00n,
    stock: null,
  },
  {
    kind: 'item',
    name: 'Auriculares inalámbricos',
    description: 'Envío a tu domicilio en 10 días hábiles.',
    art: 'headphones',
    pointsCost: 8_000n,
    valueMinor: 0n,
    stock: 12,
  },
  {
    kind: 'item',
    name: 'Reloj deportivo',
    description: 'Resistente al agua, con monitor de ritmo cardiaco.',
    art: 'watch',
    pointsCost: 15_000n,
    valueMinor: 0n,
    stock: 5,
  },
  {
    kind: 'item',
    name: 'Teléfono inteligente',
    description: 'Pantalla de 6.5", 128 GB.',
    art: 'phone',
    pointsCost: 60_000n,
    valueMinor: 0n,
    stock: 2,
  },
  {
    kind: 'item',
    name: 'Entradas para el clásico',
    description: 'Dos entradas para el partido del mes.',
    art: 'ticket',
    pointsCost: 25_000n,
    valueMinor: 0n,
    stock: 1,
  },
] as const;

/**
 * Four ranks; the demo players earn theirs from their seeded history when the fold reads it. The perks (decision
 * 0082) grow with the rank: a rebate boost, the rank's own daily withdrawal limits and a birthday reward from Plata up.
 */
const demoRanks = [
  { level: 1, name: 'Bronce', lifetimeBetsMinor: 100_00n, monthlyBetsMinor: 0n, levelUpRewardMinor: 0n },
  {
    level: 2,
    name: 'Plata',
    lifetimeBetsMinor: 1_000_00n,
    monthlyBetsMinor: 200_00n,
    levelUpRewardMinor: 5_00n,
    rebateBoostBps: 10,
    withdrawDailyCount: 5,
    withdrawDailyAmountMinor: 5_000_00n,
    birthdayRewardMinor: 20_00n,
  },
  {
    level: 3,
    name: 'Oro',
    lifetimeBetsMinor: 10_000_00n,
    monthlyBetsMinor: 2_000_00n,
    levelUpRewardMinor: 50_00n,
    rebateBoostBps: 25,
    withdrawDailyCount: 10,
    withdrawDailyAmountMinor: 20_000_00n,
    birthdayRewardMinor: 100_00n,
  },
  {
    level: 4,
    name: 'Diamante',
    lifetimeBetsMinor: 100_000_00n,
    monthlyBetsMinor: 20_000_00n,
    levelUpRewardMinor: 500_00n,
    rebateBoostBps: 50,
    withdrawDailyCount: 20,
    withdrawDailyAmountMinor: 100_000_00n,
    birthdayRewardMinor: 500_00n,
  },
];

/** Loyalty for the demo merchant (decision 0055): point rules, a stocked mall and the VIP rank table. */
export async function seedLoyalty(tx: Db, merchantId: number) {
  await tx.insert(pointsSettings).values({ merchantId, ...demoSettings });
  await tx
    .insert(pointsRewards)
    .values(demoRewards.map((r, sort) => ({ merchantId, ...r, imageUrl: '', active: true, sort })));
  await tx.insert(vipRanks).values(
    demoRanks.map((r) => ({
      merchantId,
      ...r,
      iconUrl: '',
      monthlyDepositsMinor: 0n,
      lifetimeDepositsMinor: 0n,
      retentionMonths: 1,
    })),
  );
}
