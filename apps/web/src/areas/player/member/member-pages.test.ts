import { describe, expect, it } from 'vitest';
import { memberPageHref, memberPages, resolveMemberPage } from './member-pages.ts';

describe('resolveMemberPage', () => {
  it('opens the security center on /member', () => {
    expect(resolveMemberPage(null).id).toBe('securityCenter');
  });

  it('opens the named page', () => {
    expect(resolveMemberPage('securityCenter').titleKey).toBe('in_my_account');
  });

  it('falls back to the first page for a page that does not exist (yet)', () => {
    expect(resolveMemberPage('transferFund').id).toBe('securityCenter');
    expect(resolveMemberPage('').id).toBe('securityCenter');
  });
});

describe('memberPageHref', () => {
  it('links the first page as plain /member', () => {
    expect(memberPageHref('securityCenter')).toBe('/member');
  });

  it('lists only pages that exist', () => {
    expect(memberPages.map((page) => page.id)).toEqual(['securityCenter', 'personalHistoryCopy', 'personalProfit']);
  });
});
