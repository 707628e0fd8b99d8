import { DomainError, type PromotionInput } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { PromotionEligibility, PromotionReward, PromotionTerms } from '../../db/schema/index.ts';
import { agentSubtreePath } from './promotions.queries.ts';
import { raffleSettingsOf } from './raffle-rules.ts';
import { rebateSettingsOf } from './rebate-rules.ts';

const minor = (v: bigint | undefined) => (v === undefined ? undefined : v.toString());

/** The reward a promotion's input describes: the deposit match, a rebate's or raffle's settings, or the fixed amount. */
export function rewardOf(input: PromotionInput): PromotionReward {
  if (input.kind === 'rebate') {
    if (!input.rebate) throw new DomainError('request_param_err');
    return { rebate: rebateSettingsOf(input.rebate) };
  }
  if (input.kind === 'raffle') {
    if (!input.raffle) throw new DomainError('request_param_err');
    return { raffle: raffleSettingsOf(input.raffle) };
  }
  return input.kind === 'deposit_bonus'
    ? {
        matchPct: input.matchPct,
        capMinor: minor(input.cap),
        minDepositMinor: minor(input.minDeposit),
        depositNumber: input.depositNumber ?? null,
        channelCodes: input.channelCodes,
      }
    : { amountMinor: minor(input.amount) };
}

/** The bonus terms every grant of the promotion copies (a granted bonus keeps them, decision 0059). */
export function termsOf(input: PromotionInput): PromotionTerms {
  return {
    wageringMultiplierPct: Math.round(input.wageringMultiplier * 100),
    wageringBase: input.wageringBase,
    contributions: input.contributions,
    defaultContributionPct: input.defaultContributionPct,
    maxBetMinor: minor(input.maxBet) ?? null,
    maxCashoutMinor: minor(input.maxCashout) ?? null,
    playOrder: input.playOrder,
    expiryHours: input.expiryHours,
  };
}

/** The eligibility rules, the agent named by username kept with its subtree path (an unknown agent: not_found). */
export async function eligibilityOf(db: Db, merchantId: number, input: PromotionInput): Promise<PromotionEligibility> {
  const { agentUsername, ...rules } = input.eligibility;
  const eligibility: PromotionEligibility = { ...rules };
  if (agentUsername !== undefined) {
    const path = await agentSubtreePath(db, merchantId, agentUsername);
    if (!path) throw new DomainError('not_found');
    eligibility.agentPath = path;
    eligibility.agentUsername = agentUsername;
  }
  return eligibility;
}

/** Whether two JSON values (reward, terms) say the same, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sorted(v)]),
    );
  return value;
}
