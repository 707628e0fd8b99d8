/** The help center's entries of the demo merchant, by tag. */
export const demoHelpTags = ['about', 'deposit', 'withdraw', 'responsible', 'term'] as const;
/** The demo's home banners, by what their alternative text says. */
export const demoBannerKeys = ['welcome', 'responsible', 'support'] as const;
/** The demo's marquee notices and popups. */
export const demoNoticeKeys = [
  'welcome',
  'maintenance',
  'signUp',
  'responsible',
  'newGames',
  'support',
  'firstSignIn',
] as const;

export type DemoHelpTag = (typeof demoHelpTags)[number];
export type DemoBannerKey = (typeof demoBannerKeys)[number];
export type DemoNoticeKey = (typeof demoNoticeKeys)[number];

/** A title and its text; the text is one plain paragraph (the seed wraps the HTML around it). */
export interface DemoText {
  title: string;
  text: string;
}

/** Every text of the demo merchant's site content in one language: one file per language beside this one. */
export interface DemoTexts {
  help: Record<DemoHelpTag, DemoText>;
  banners: Record<DemoBannerKey, string>;
  notices: Record<DemoNoticeKey, DemoText>;
}
