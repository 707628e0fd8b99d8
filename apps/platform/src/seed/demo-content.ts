import { languageCodes, type LanguageCode } from '@ficha/contract';
import { demoTextsByLanguage } from './demo-content/by-language.ts';
import type {
  DemoBannerKey,
  DemoHelpTag,
  DemoMissionKey,
  DemoNoticeKey,
  DemoPromotionKey,
  DemoPromotionText,
} from './demo-content/demo-texts.ts';

/**
 * The demo merchant's site content: its structure here, its texts in every language the site ships in
 * `demo-content/<code>.ts` (Spanish, the default, and English kept word for word from the first demo).
 */
export const demoContentLanguages: readonly LanguageCode[] = languageCodes;

const paragraph = (text: string) => `<p>${text}</p>`;

export const demoHelpEntries: ReadonlyArray<{ tag: DemoHelpTag; sort: number }> = [
  { tag: 'about', sort: 1 },
  { tag: 'deposit', sort: 2 },
  { tag: 'withdraw', sort: 3 },
  { tag: 'responsible', sort: 4 },
  { tag: 'term', sort: 5 },
];

/** A help entry's title and HTML content in a language. */
export function demoHelpText(tag: DemoHelpTag, language: LanguageCode) {
  const { title, text } = demoTextsByLanguage[language].help[tag];
  return { title, content: paragraph(text) };
}

export const demoBanners = [
  {
    key: 'welcome',
    groupName: 'w_home',
    imageUrl: '/media/demo/banner-welcome.svg',
    linkageType: 'ROUTE',
    target: '/help',
    sequence: 1,
  },
  {
    key: 'responsible',
    groupName: 'w_home',
    imageUrl: '/media/demo/banner-responsible.svg',
    linkageType: 'ROUTE',
    target: '/help#responsible',
    sequence: 2,
  },
  {
    key: 'support',
    groupName: 'w_home',
    imageUrl: '/media/demo/banner-support.svg',
    linkageType: 'NONE',
    target: null,
    sequence: 3,
  },
] as const satisfies ReadonlyArray<{ key: DemoBannerKey; [field: string]: unknown }>;

/** A banner's alternative text in a language. */
export const demoBannerTitle = (key: DemoBannerKey, language: LanguageCode) =>
  demoTextsByLanguage[language].banners[key];

/** Marquee notices (PL) are plain text; popups (PU) are HTML. */
export const demoNotices = [
  { key: 'welcome', type: 'PL', execution: null },
  { key: 'maintenance', type: 'PL', execution: null },
  { key: 'signUp', type: 'PU', execution: 'B' },
  { key: 'responsible', type: 'PU', execution: 'B' },
  { key: 'newGames', type: 'PU', execution: 'A' },
  { key: 'support', type: 'PU', execution: 'A' },
  { key: 'firstSignIn', type: 'PU', execution: 'F' },
] as const satisfies ReadonlyArray<{ key: DemoNoticeKey; type: 'PL' | 'PU'; [field: string]: unknown }>;

/** A notice's title and content (HTML for a popup) in a language. */
export function demoNoticeText(key: DemoNoticeKey, type: 'PL' | 'PU', language: LanguageCode) {
  const { title, text } = demoTextsByLanguage[language].notices[key];
  return { title, content: type === 'PU' ? paragraph(text) : text };
}

/** Something in every language the site ships, keyed by language code (as promotions and missions store texts). */
const inEveryLanguage = <T>(pick: (language: LanguageCode) => T) =>
  Object.fromEntries(demoContentLanguages.map((language) => [language, pick(language)])) as Record<LanguageCode, T>;

/** A promotion's title, summary and rules in every language. */
export const demoPromotionTexts = (key: DemoPromotionKey): Record<LanguageCode, DemoPromotionText> =>
  inEveryLanguage((language) => ({ ...demoTextsByLanguage[language].promotions[key] }));

/** The invite-friends budget promotion's texts in every language (no rules: no player sees it). */
export const demoReferralTexts = (): Record<LanguageCode, DemoPromotionText> =>
  inEveryLanguage((language) => ({ ...demoTextsByLanguage[language].referral, rules: '' }));

/** A mission's or the leaderboard's title in every language. */
export const demoMissionTitles = (key: DemoMissionKey): Record<LanguageCode, string> =>
  inEveryLanguage((language) => demoTextsByLanguage[language].missions[key]);

/** No external live chat: the demo's players use the built-in support chat (decision 0044). */
export const demoCustomerService = [
  { csType: 'TELEGRAM', csPosition: 1, title: 'Telegram', url: 'https://t.me/ficha_demo' },
  { csType: 'FACEBOOK', csPosition: 1, title: 'Facebook', url: 'https://facebook.com/ficha.demo' },
  { csType: 'WHATSAPP', csPosition: 1, title: 'WhatsApp', url: 'https://wa.me/5215550000000' },
] as const;

export const demoResources = [
  { resourceType: 'Android', url: 'https://ficha.example/app/ficha.apk', labelNameEn: 'Android app' },
  { resourceType: 'IOS', url: 'https://ficha.example/app/ios', labelNameEn: 'iOS app' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/ficha_demo', labelNameEn: 'Telegram' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.com/ficha.demo', labelNameEn: 'Facebook' },
] as const;
