import { toWireMoney, type PromotionInput, type RebateSettings } from '@ficha/contract';
import type { RebateRewardSettings } from '../../db/schema/index.ts';

/**
 * The rebate's rules that need no database (decision 0070): its settings as stored and shown, its periods in the
 * merchant's local days, and the one computation of a period's rebate from the per-type figures the fold keeps.
 */

/** Percent with two decimals (0.8) → basis points (80), exactly. */
export const bpsOf = (pct: number) => Math.round(pct * 100);

/** The settings a builder's input describes, money as minor-unit strings and rates as basis points. */
export function rebateSettingsOf(input: NonNullable<PromotionInput['rebate']>): RebateRewardSettings {
  return {
    basis: input.basis,
    period: input.period,
    ratesBps: Object.fromEntries(Object.entries(input.rates).map(([type, pct]) => [type, bpsOf(pct ?? 0)])),
    defaultRateBps: bpsOf(input.defaultRate),
    minPayoutMinor: input.minPayout.toString(),
    capMinor: input.cap === undefined ? null : input.cap.toString(),
    payAs: input.payAs,
    manual: input.manual,
    autoApproveUpToMinor: input.autoApproveUpTo === undefined ? null : input.autoApproveUpTo.toString(),
  };
}

export function toWireRebateSettings(s: RebateRewardSettings): RebateSettings {
  return {
    basis: s.basis,
    period: s.period,
    rates: Object.fromEntries(Object.entries(s.ratesBps).map(([type, bps]) => [type, bps / 100])),
    defaultRate: s.defaultRateBps / 100,
    minPayout: toWireMoney(BigInt(s.minPayoutMinor)),
    cap: s.capMinor === null ? null : toWireMoney(BigInt(s.capMinor)),
    payAs: s.payAs,
    manual: s.manual,
    autoApproveUpTo: s.autoApproveUpToMinor === null ? null : toWireMoney(BigInt(s.autoApproveUpToMinor)),
  };
}

/** A period: its first local day and the day after its last (`YYYY-MM-DD`, end exclusive). */
export interface RebatePeriod {
  start: string;
  end: string;
}

const dayMs = 86_400_000;
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => new Date(utcDay(day) + days * dayMs).toISOString().slice(0, 10);

/** The period holding local day `day`: the day itself, or its week from Monday. */
export function periodOf(day: string, period: RebateRewardSettings['period']): RebatePeriod {
  if (period === 'daily') return { start: day, end: addDays(day, 1) };
  const weekday = (new Date(utcDay(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = addDays(day, -weekday);
  return { start, end: addDays(start, 7) };
}

/** The periods that ended on or before local day `today`, from the one holding `first` through the one holding
 * `last` (the promotion's schedule), oldest first, at most `limit` of the newest. */
export function closedPeriods(
  first: string,
  last: string,
  today: string,
  period: RebateRewardSettings['period'],
  limit: number,
): RebatePeriod[] {
  const periods: RebatePeriod[] = [];
  for (let p = periodOf(first, period); p.end <= today && p.start <= last; p = periodOf(p.end, period)) periods.push(p);
  return periods.slice(-limit);
}

/** A member's figures of one game type over a period (from the fold's per-type day rows). */
export interface TypeFigures {
  gameType: string;
  betsMinor: bigint;
  winsMinor: bigint;
}

export interface RebateLine {
  gameType: string;
  basisMinor: bigint;
  rateBps: number;
  amountMinor: bigint;
}

export interface RebateComputation {
  lines: RebateLine[];
  basisMinor: bigint;
  /** The period's rebate: Σ basis × rate, floored to a minor unit once, then capped. */
  computedMinor: bigint;
}

/**
 * The rebate of a member's period (the one home of this computation): per game type, the valid bets or the net
 * loss (stakes less wins; a type the member won on counts 0) × the type's rate; the sum in 1/10 000 of a minor
 * unit is floored once, then held to the cap. Each line shows its own floored share for the player to read.
 * `boostBps` is the member's rank perk (decision 0082): added to the rate of every type the promotion pays (a type
 * whose rate is 0 stays unpaid).
 */
export function computeRebate(figures: TypeFigures[], s: RebateRewardSettings, boostBps = 0): RebateComputation {
  let scaled = 0n;
  let basisMinor = 0n;
  const lines: RebateLine[] = [];
  for (const f of [...figures].sort((a, b) => a.gameType.localeCompare(b.gameType))) {
    const basis = s.basis === 'valid_bet' ? f.betsMinor : f.betsMinor - f.winsMinor;
    const counted = basis > 0n ? basis : 0n;
    const baseBps = s.ratesBps[f.gameType] ?? s.defaultRateBps;
    const rateBps = baseBps > 0 ? baseBps + boostBps : 0;
    if (counted === 0n || rateBps === 0) continue;
    scaled += counted * BigInt(rateBps);
    basisMinor += counted;
    lines.push({
      gameType: f.gameType,
      basisMinor: counted,
      rateBps,
      amountMinor: (counted * BigInt(rateBps)) / 10_000n,
    });
  }
  let computedMinor = scaled / 10_000n;
  if (s.capMinor !== null && computedMinor > BigInt(s.capMinor)) computedMinor = BigInt(s.capMinor);
  return { lines, basisMinor, computedMinor };
}

/**
 * What is owed of a period's rebate after `alreadyMinor` (paid, or asked for and pending): nothing while the
 * period's rebate is below the minimum payout.
 */
export function owedMinor(computedMinor: bigint, alreadyMinor: bigint, s: RebateRewardSettings): bigint {
  if (computedMinor < BigInt(s.minPayoutMinor) || computedMinor <= alreadyMinor) return 0n;
  return computedMinor - alreadyMinor;
}
