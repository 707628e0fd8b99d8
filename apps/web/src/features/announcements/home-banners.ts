import type { EndpointOutput, getAnnouncements } from '@ficha/contract';

export type Announcements = EndpointOutput<typeof getAnnouncements>;
export type Banner = Announcements['banners'][number];
export type Notice = Announcements['player'][number];

/** The banner group shown in the home carousel (SPEC §3 Banner). */
export const homeBannerGroup = 'w_home';

/** The home carousel's banners, in their configured order. */
export function selectHomeBanners(announcements: Announcements): Banner[] {
  return announcements.banners
    .filter((banner) => banner.groupName === homeBannerGroup)
    .sort((a, b) => a.sequence - b.sequence);
}

/** The marquee's notices (`value.player`). */
export function selectMarqueeNotices(announcements: Announcements): Notice[] {
  return announcements.player;
}

export type BannerTarget = { kind: 'url'; href: string } | { kind: 'route'; to: string } | { kind: 'none' };

/**
 * Where a click on a banner goes: a URL opens in a new window, a ROUTE navigates inside the site.
 * A target that is not a safe http(s) URL or an in-site path makes the banner a plain image.
 */
export function bannerTarget(banner: Banner, toSafeUrl: (value: string) => string | null): BannerTarget {
  const target = banner.target?.trim();
  if (!target) return { kind: 'none' };
  if (banner.linkageType === 'URL') {
    const href = toSafeUrl(target);
    return href ? { kind: 'url', href } : { kind: 'none' };
  }
  if (banner.linkageType === 'ROUTE') {
    // Only same-site paths: `//host` would leave the site.
    return target.startsWith('/') && !target.startsWith('//') ? { kind: 'route', to: target } : { kind: 'none' };
  }
  return { kind: 'none' };
}
