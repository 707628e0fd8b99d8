import type { LaneRules, LanguageCode, SiteTheme } from '@ficha/contract';

/** A merchant as the services see it: its brand and per-merchant settings. */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  defaultLanguage: LanguageCode;
  supportLanguages: LanguageCode[];
  currency: string;
  maintenance: boolean;
  blockedCountries: string[];
  blockedCidrs: string[];
  /** Addresses many people share: larger sign-in failure budgets (decision 0018). */
  sharedLoginCidrs: string[];
  enabledModules: ReadonlySet<string>;
  mainDomain: string;
  imageCdns: string[];
  launchGameCdns: string[];
  gtagId: string | null;
  agentTypes: number[];
  trialTypes: number[];
  countries: string[];
  /** Password policy (SPEC §4 "Login", §9 default weak password). */
  defaultWeakPassword: string;
  passwordExpiryDays: number;
  captchaAfterFailures: number;
  verifyNewIp: boolean;
  /** Agents may lock and unlock their direct downline's login (decision 0038). */
  agentsMayLockDownline: boolean;
  /** IANA time zone of report periods (agent reports). */
  timeZone: string;
  /** Vendor lists that move vendors between lanes (SPEC §3 merchant config, §4 "Categories"). */
  laneRules: LaneRules;
  /** The chat widget the site embeds; empty when none (decision 0042). */
  customerServiceScript: string;
  /** Whether members must pass KYC (the KYC issue owns the flow; decision 0042). */
  kycRequired: boolean;
  /** The brand's site template and default theme (/wps/system/templates). */
  siteTemplate: string;
  defaultTheme: SiteTheme;
  /** The footer's licence line (issue 13); empty strings when the merchant shows none. */
  licence: MerchantLicence;
  /** The brand colour and the text on it (decision 0069); null: the platform's own colours. */
  brandTheme: { brandColour: string; onBrandColour: string } | null;
  /** When agents reach support, every day, in `timeZone` (`HH:MM`); null: not stated. */
  agentSupportHours: { from: string; to: string } | null;
  /** The logo's stored file (`<key>.<ending>`, served under /media/logos/); null: none. */
  logoFile: string | null;
  /** Whether the platform falls back to this merchant for a host no merchant has (development only). */
  isDefault: boolean;
  updatedAt: Date;
}

/** The regulator that licenses the merchant, the licence number and where a visitor checks it. */
export interface MerchantLicence {
  authority: string;
  number: string;
  url: string;
}
