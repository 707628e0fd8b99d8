import { describe, expect, it } from 'vitest';
import { loosenedFields } from './protected-settings.ts';

describe('loosened protections', () => {
  it('finds a raised dual-approval threshold and ignores a lowered one', () => {
    expect(
      loosenedFields('adjustment-settings', { dualApprovalThreshold: 1000 }, { dualApprovalThreshold: 50_000 }),
    ).toEqual(['dualApprovalThreshold']);
    expect(
      loosenedFields('adjustment-settings', { dualApprovalThreshold: 1000 }, { dualApprovalThreshold: 100 }),
    ).toEqual([]);
  });

  it('reads each withdrawal field in its own direction and ignores the timers that protect no money', () => {
    const current = {
      minimumAmount: 10,
      maximumAmount: 50_000,
      dailyCount: 5,
      dualApprovalThreshold: 10_000,
      depositTurnoverMultiplier: 1,
      bonusTurnoverMultiplier: 3,
      autoConfirmMinutes: 60,
      bankChangeCoolingHours: 24,
    };
    expect(
      loosenedFields('withdrawal-settings', current, {
        minimumAmount: 5,
        maximumAmount: 40_000,
        dailyCount: 6,
        depositTurnoverMultiplier: 1.5,
        bonusTurnoverMultiplier: 2,
        autoConfirmMinutes: 1,
        bankChangeCoolingHours: 0,
      }),
    ).toEqual(['minimumAmount', 'dailyCount', 'bonusTurnoverMultiplier', 'bankChangeCoolingHours']);
    expect(loosenedFields('withdrawal-settings', current, { dailyCount: 5, autoConfirmMinutes: 1 })).toEqual([]);
  });
});
