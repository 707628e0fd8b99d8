import { describe, expect, it } from 'vitest';
import { availableMemberPages, memberPageHref, memberPages, resolveMemberPage } from './member-pages.ts';

describe('resolveMemberPage', () => {
  it('opens the security center on /member', () => {
    expect(resolveMemberPage(null).id).toBe('securityCenter');
  });

  it('opens the named page', () => {
    expect(resolveMemberPage('securityCenter').titleKey).toBe('in_my_account');
    expect(resolveMemberPage('transactionHistory').titleKey).toBe('in_account_record');
  });

  it('falls back to the first page for a page that does not exist (yet)', () => {
    expect(resolveMemberPage('rewardCenter').id).toBe('securityCenter');
    expect(resolveMemberPage('').id).toBe('securityCenter');
  });
});

describe('memberPageHref', () => {
  it('links the first page as plain /member', () => {
    expect(memberPageHref('securityCenter')).toBe('/member');
  });

  it('lists only pages that exist', () => {
    expect(memberPages.map((page) => page.id)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'bonusDetails',
      'manualRebate',
      'withdraw',
      'identityVerification',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'missionLeaderboard',
      'referral',
      'messageV2',
      'responsibleGaming',
    ]);
  });
});

describe('availableMemberPages', () => {
  it('leaves out pages whose module is off', () => {
    // MANPLAYREB3 (manual rebate) is left out: absent means off.
    expect(availableMemberPages({ AGETRANSFERUP3: false, MEMTRANS3: true }).map((page) => page.id)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'bonusDetails',
      'withdraw',
      'identityVerification',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'missionLeaderboard',
      'referral',
      'responsibleGaming',
    ]);
    const pages = availableMemberPages({});
    expect(resolveMemberPage('transferUpline', pages).id).toBe('securityCenter');
    expect(memberPageHref('depositv2')).toBe('/member?page=depositv2');
    expect(resolveMemberPage('depositv2').titleKey).toBe('in_increase_deposit');
  });
});
