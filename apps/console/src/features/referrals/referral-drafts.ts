import { readMoneyInput, saveReferralRules, type EndpointInput } from '@ficha/contract';
import { problemMessage, problemOfIssue } from '@ficha/ui/forms';
import { z } from 'zod';
import type { ConsoleReferralRules } from './queries.ts';

/**
 * The referral rules form's texts as typed and the request body they become (decision 0081): money as the wire's
 * decimal number (`readMoneyInput`, no float maths), days and friends as whole numbers. A text that is no such
 * number is its field's problem; the contract's request schema judges the rest in the same pass.
 */
export type ReferralRulesBody = EndpointInput<typeof saveReferralRules>;

export interface ReferralRulesDraft {
  enabled: boolean;
  promotionId: string;
  rewardKind: 'cash' | 'bonus';
  reward: string;
  minFirstDeposit: string;
  minValidBets: string;
  withinDays: string;
  maxRewardedFriends: string;
}

const money = (value: number) => (value === 0 ? '' : value.toFixed(2));

export function referralDraftOf(rules: ConsoleReferralRules): ReferralRulesDraft {
  return {
    enabled: rules.enabled,
    promotionId: rules.promotionId === null ? '' : String(rules.promotionId),
    rewardKind: rules.rewardKind,
    reward: money(rules.reward),
    minFirstDeposit: money(rules.minFirstDeposit),
    minValidBets: rules.minValidBets.toFixed(2),
    withinDays: String(rules.withinDays),
    maxRewardedFriends: String(rules.maxRewardedFriends),
  };
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

function moneyOrZero(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^0+([.,]0{1,2})?$/.test(trimmed)) return 0;
  const read = readMoneyInput(trimmed);
  return read.ok ? read.amount : null;
}

export const referralRulesFormSchema = z.custom<ReferralRulesDraft>().transform((draft, ctx): ReferralRulesBody => {
  const flagged = new Set<string>();
  const problem = (field: keyof ReferralRulesDraft, message: string) => {
    flagged.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  const moneyOf = (field: 'reward' | 'minFirstDeposit' | 'minValidBets') => {
    const value = moneyOrZero(draft[field]);
    if (value === null) problem(field, 'money_format');
    return value ?? 0;
  };
  const wholeOf = (field: 'withinDays' | 'maxRewardedFriends' | 'promotionId') => {
    const value = wholeNumber(draft[field]);
    if (value === null) problem(field, field === 'promotionId' ? 'required' : 'whole_number');
    return value ?? 0;
  };
  const body = {
    enabled: draft.enabled,
    promotionId: wholeOf('promotionId'),
    rewardKind: draft.rewardKind,
    reward: moneyOf('reward'),
    minFirstDeposit: moneyOf('minFirstDeposit'),
    minValidBets: moneyOf('minValidBets'),
    withinDays: wholeOf('withinDays'),
    maxRewardedFriends: wholeOf('maxRewardedFriends'),
  } as ReferralRulesBody;
  const checked = saveReferralRules.request.safeParse(body, {
    error: (issue) => problemMessage(problemOfIssue(issue)),
  });
  for (const issue of checked.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (flagged.has(key)) continue;
    flagged.add(key);
    ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
  }
  return body;
}) as unknown as z.ZodType<ReferralRulesBody, ReferralRulesDraft>;
