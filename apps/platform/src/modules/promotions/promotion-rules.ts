import type { ErrorCode } from '@ficha/contract';
import type { MemberRow, PromotionRow } from '../../db/schema/index.ts';
import type { BonusTerms } from '../bonus-wallet/bonus-terms.ts';

/**
 * The rules of a promotion that need no database (decision 0054): whether it is open, who may claim it, what a
 * claim grants, the terms its bonus carries. The service gathers the facts and applies them.
 */

/** Open for claims at `now`: active and inside its schedule. */
export function isOpen(promotion: Pick<PromotionRow, 'status' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return promotion.status === 'active' && promotion.startsAt <= now && now < promotion.endsAt;
}

/** What the eligibility rules look at of a member and of the call. */
export interface EligibilityFacts {
  member: Pick<MemberRow, 'type' | 'ancestorPath' | 'createdAt'>;
  /** Credited deposits before this claim. */
  depositCount: number;
  /** The caller's country (null: unknown, or no call, as when a deposit is credited). */
  country: string | null;
}

/** The first rule the member breaks (an error code), or null when eligible. */
export function eligibilityRefusal(promotion: PromotionRow, facts: EligibilityFacts): ErrorCode | null {
  const e = promotion.eligibility;
  const m = facts.member;
  if (e.memberTypes && !e.memberTypes.includes(m.type)) return 'promotion_not_eligible';
  if (e.agentPath !== undefined && !m.ancestorPath.startsWith(e.agentPath)) return 'promotion_not_eligible';
  if (e.registeredAfter && m.createdAt < new Date(e.registeredAfter)) return 'promotion_not_eligible';
  if (e.registeredBefore && m.createdAt >= new Date(e.registeredBefore)) return 'promotion_not_eligible';
  if (e.minDeposits !== undefined && facts.depositCount < e.minDeposits) return 'promotion_not_eligible';
  if (e.maxDeposits !== undefined && facts.depositCount > e.maxDeposits) return 'promotion_not_eligible';
  if (e.countries && e.countries.length > 0 && (facts.country === null || !e.countries.includes(facts.country)))
    return 'promotion_not_eligible';
  return null;
}

/** The day of `at` in the merchant's time zone (`YYYY-MM-DD`): a check-in is once per such day. */
export function merchantDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The claim key that makes a claim once per member (sign-up), per day (check-in) or per deposit. */
export function claimKeyOf(promotion: Pick<PromotionRow, 'kind'>, at: Date, timeZone: string, depositId?: number) {
  if (promotion.kind === 'daily_checkin') return `day:${merchantDay(at, timeZone)}`;
  if (promotion.kind === 'deposit_bonus') return `deposit:${depositId ?? 0}`;
  return 'once';
}

/**
 * What a deposit of `amountMinor` through `channelCode`, the member's `depositNumber`-th, earns: ⌊match % ×
 * deposit⌋ up to the cap, or 0 when the deposit does not qualify.
 */
export function depositBonusMinor(
  promotion: Pick<PromotionRow, 'reward'>,
  deposit: { amountMinor: bigint; channelCode: string; depositNumber: number },
): bigint {
  const r = promotion.reward;
  if (r.matchPct === undefined || r.capMinor === undefined) return 0n;
  if (r.minDepositMinor !== undefined && deposit.amountMinor < BigInt(r.minDepositMinor)) return 0n;
  if (r.depositNumber != null && deposit.depositNumber !== r.depositNumber) return 0n;
  if (r.channelCodes && r.channelCodes.length > 0 && !r.channelCodes.includes(deposit.channelCode)) return 0n;
  const matched = (deposit.amountMinor * BigInt(r.matchPct)) / 100n;
  const cap = BigInt(r.capMinor);
  return matched < cap ? matched : cap;
}

/** The fixed reward of a sign-up or check-in promotion. */
export function fixedRewardMinor(promotion: Pick<PromotionRow, 'reward'>): bigint {
  return BigInt(promotion.reward.amountMinor ?? '0');
}

/** The bonus terms a grant of the promotion carries. */
export function bonusTermsOf(promotion: Pick<PromotionRow, 'terms'>): BonusTerms {
  const t = promotion.terms;
  return {
    wageringMultiplierPct: t.wageringMultiplierPct,
    wageringBase: t.wageringBase,
    contributions: t.contributions,
    defaultContributionPct: t.defaultContributionPct,
    maxBetMinor: t.maxBetMinor === null ? null : BigInt(t.maxBetMinor),
    maxCashoutMinor: t.maxCashoutMinor === null ? null : BigInt(t.maxCashoutMinor),
    playOrder: t.playOrder,
  };
}

/** The budget account of a promotion (its promotion_budget owner ref) and the grant source of its bonuses. */
export const promotionRef = (promotionId: number) => `promotion:${promotionId}`;

/** The promotion a bonus came from, read from its source; null when it did not come from one. */
export function promotionIdOfSource(source: string): number | null {
  const match = /^promotion:(\d+)$/.exec(source);
  return match ? Number(match[1]) : null;
}
