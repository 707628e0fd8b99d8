import type { createConsoleBanner, createConsoleNotice, createConsoleHelpEntry, EndpointInput } from '@ficha/contract';
import { encode as encodePng } from 'fast-png';

/** A popup (a notice of type PU) with one English text, shown now and forever. */
export const popup = (execution: 'A' | 'B' | 'F', title: string): EndpointInput<typeof createConsoleNotice> => ({
  type: 'PU',
  execution,
  texts: [{ language: 'EN', title, content: `<p>${title}</p>` }],
  sequence: 50,
  startsAt: null,
  endsAt: null,
  enabled: true,
});

/** A home banner linking to the promotions page, shown now and forever. */
export const banner = (overrides: Partial<EndpointInput<typeof createConsoleBanner>> = {}) =>
  ({
    kind: 'B',
    groupName: 'w_home',
    imageUrl: '/media/demo/banner-welcome.svg',
    linkageType: 'ROUTE',
    target: '/promotions',
    title: 'Console banner',
    languages: ['EN'],
    sequence: 9,
    startsAt: null,
    endsAt: null,
    enabled: true,
    ...overrides,
  }) as EndpointInput<typeof createConsoleBanner>;

/** An English help-center section for the web site. */
export const helpSection = {
  language: 'EN',
  device: 'WEB',
  tag: 'bonus-rules',
  title: 'Bonus rules',
  content: '<p>How bonuses work.</p>',
  sort: 50,
} as const satisfies EndpointInput<typeof createConsoleHelpEntry>;

/** A real PNG of a banner's size, one colour (`shade` varies the bytes). */
export function bannerPng(width = 640, height = 200, shade = 40): Buffer {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set([shade, 120, 200], i);
  return Buffer.from(encodePng({ width, height, data, channels: 3, depth: 8 }));
}
