import { describe, expect, it } from 'vitest';
import { toSafeExternalUrl } from '../../lib/external-url.ts';
import { bannerTarget, selectHomeBanners, type Announcements, type Banner } from './home-banners.ts';

function banner(overrides: Partial<Banner>): Banner {
  return {
    id: 1,
    url: '/img/banner.png',
    linkageType: 'NONE',
    target: null,
    groupName: 'w_home',
    title: 'Banner',
    sequence: 1,
    ...overrides,
  };
}

const toSafeUrl = (value: string) => toSafeExternalUrl(value, 'https://casino.example');

describe('selectHomeBanners', () => {
  it('keeps only the w_home group, ordered by sequence', () => {
    const announcements: Announcements = {
      banners: [
        banner({ id: 1, sequence: 3 }),
        banner({ id: 2, groupName: 'w_register' }),
        banner({ id: 3, sequence: 1 }),
        banner({ id: 4, groupName: 'w_leftmenu' }),
        banner({ id: 5, sequence: 2 }),
      ],
      player: [],
      popup: [],
      promotion: [],
    };
    expect(selectHomeBanners(announcements).map((b) => b.id)).toEqual([3, 5, 1]);
  });
});

describe('bannerTarget', () => {
  it('opens a URL banner in a new window', () => {
    expect(bannerTarget(banner({ linkageType: 'URL', target: 'https://promo.example/x' }), toSafeUrl)).toEqual({
      kind: 'url',
      href: 'https://promo.example/x',
    });
  });

  it('navigates a ROUTE banner inside the site', () => {
    expect(bannerTarget(banner({ linkageType: 'ROUTE', target: '/promotions' }), toSafeUrl)).toEqual({
      kind: 'route',
      to: '/promotions',
    });
  });

  it('makes a plain image without a linkage type or target', () => {
    expect(bannerTarget(banner({ linkageType: 'NONE', target: 'https://x.example' }), toSafeUrl).kind).toBe('none');
    expect(bannerTarget(banner({ linkageType: 'URL', target: null }), toSafeUrl).kind).toBe('none');
    expect(bannerTarget(banner({ linkageType: 'URL', target: '  ' }), toSafeUrl).kind).toBe('none');
  });

  it('refuses script URLs and routes that leave the site', () => {
    expect(bannerTarget(banner({ linkageType: 'URL', target: 'javascript:alert(1)' }), toSafeUrl).kind).toBe('none');
    expect(bannerTarget(banner({ linkageType: 'ROUTE', target: '//evil.example' }), toSafeUrl).kind).toBe('none');
    expect(bannerTarget(banner({ linkageType: 'ROUTE', target: 'https://evil.example' }), toSafeUrl).kind).toBe('none');
  });
});
