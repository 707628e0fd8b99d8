import { describe, expect, it } from 'vitest';
import { referralDraftOf, referralRulesFormSchema, type ReferralRulesDraft } from './referral-drafts.ts';

const draft: ReferralRulesDraft = {
  enabled: true,
  promotionId: '7',
  rewardKind: 'cash',
  reward: '10',
  minFirstDeposit: '100,50',
  minValidBets: '',
  withinDays: '30',
  maxRewardedFriends: '5',
};

describe('referral rules drafts', () => {
  it('turns the texts into the request body (money as typed, empty bets as zero)', () => {
    const parsed = referralRulesFormSchema.safeParse(draft);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      enabled: true,
      promotionId: 7,
      rewardKind: 'cash',
      reward: 10,
      minFirstDeposit: 100.5,
      minValidBets: 0,
      withinDays: 30,
      maxRewardedFriends: 5,
    });
  });

  it('names each bad field once: not a number, no promotion, a zero reward, days out of range', () => {
    const parsed = referralRulesFormSchema.safeParse({
      ...draft,
      promotionId: '',
      reward: '0',
      minFirstDeposit: 'ten',
      withinDays: '400',
      maxRewardedFriends: '1.5',
    });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['maxRewardedFriends', 'minFirstDeposit', 'promotionId', 'reward', 'withinDays']);
    expect(parsed.error?.issues.find((i) => i.path[0] === 'minFirstDeposit')?.message).toBe('money_format');
  });

  it('shows saved rules as texts', () => {
    expect(
      referralDraftOf({
        enabled: false,
        promotionId: null,
        rewardKind: 'bonus',
        reward: 0,
        minFirstDeposit: 0,
        minValidBets: 0,
        withinDays: 30,
        maxRewardedFriends: 10,
      }),
    ).toEqual({
      enabled: false,
      promotionId: '',
      rewardKind: 'bonus',
      reward: '',
      minFirstDeposit: '',
      minValidBets: '0.00',
      withinDays: '30',
      maxRewardedFriends: '10',
    });
  });
});
