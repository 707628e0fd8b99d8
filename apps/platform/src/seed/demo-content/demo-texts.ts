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

/** The demo's promotions (seed-promotions.ts, seed-raffle.ts), by what they offer. */
export const demoPromotionKeys = [
  'welcome',
  'firstDeposit',
  'dailyCheckIn',
  'reload',
  'networkGift',
  'rebate',
  'raffle',
] as const;
/** The demo's missions and its leaderboard (seed-missions.ts). */
export const demoMissionKeys = ['playRound', 'weeklyWager', 'weeklyRace'] as const;

export type DemoHelpTag = (typeof demoHelpTags)[number];
export type DemoBannerKey = (typeof demoBannerKeys)[number];
export type DemoNoticeKey = (typeof demoNoticeKeys)[number];
export type DemoPromotionKey = (typeof demoPromotionKeys)[number];
export type DemoMissionKey = (typeof demoMissionKeys)[number];

/** A title and its text; the text is one plain paragraph (the seed wraps the HTML around it). */
export interface DemoText {
  title: string;
  text: string;
}

/** A promotion's title (at most 80 characters), summary (at most 200) and rules, plain text. */
export interface DemoPromotionText {
  title: string;
  summary: string;
  rules: string;
}

/** Every text of the demo merchant's site content in one language: one file per language beside this one. */
export interface DemoTexts {
  help: Record<DemoHelpTag, DemoText>;
  banners: Record<DemoBannerKey, string>;
  notices: Record<DemoNoticeKey, DemoText>;
  promotions: Record<DemoPromotionKey, DemoPromotionText>;
  /** The invite-friends budget promotion (seed-referrals.ts): shown to nobody, so no rules; its title names the rewards. */
  referral: { title: string; summary: string };
  /** Mission and leaderboard titles (at most 80 characters). */
  missions: Record<DemoMissionKey, string>;
}
