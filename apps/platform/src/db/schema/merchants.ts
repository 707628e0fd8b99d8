import { boolean, integer, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './deposits.ts';
import { platformSchema } from './platform-schema.ts';

export const merchants = platformSchema.table('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull(),
  supportLanguages: text('support_languages').array().notNull(),
  currency: text('currency').notNull(),
  maintenance: boolean('maintenance').notNull(),
  blockedCountries: text('blocked_countries').array().notNull(),
  blockedCidrs: text('blocked_cidrs').array().notNull(),
  /** Addresses many people share (NAT, café): larger sign-in failure budgets (decision 0018). */
  sharedLoginCidrs: text('shared_login_cidrs').array().notNull().default([]),
  enabledModules: text('enabled_modules').array().notNull(),
  mainDomain: text('main_domain').notNull(),
  imageCdns: text('image_cdns').array().notNull(),
  launchGameCdns: text('launch_game_cdns').array().notNull(),
  gtagId: text('gtag_id'),
  agentTypes: integer('agent_types').array().notNull(),
  trialTypes: integer('trial_types').array().notNull(),
  countries: text('countries').array().notNull(),
  isDefault: boolean('is_default').notNull(),
  defaultWeakPassword: text('default_weak_password').notNull().default('123456'),
  passwordExpiryDays: integer('password_expiry_days').notNull().default(0),
  captchaAfterFailures: integer('captcha_after_failures').notNull().default(3),
  verifyNewIp: boolean('verify_new_ip').notNull().default(false),
  /** Agents may lock and unlock their direct downline's login (agent center, decision 0038). */
  agentsMayLockDownline: boolean('agents_may_lock_downline').notNull().default(true),
  /** IANA time zone of report periods (agent reports, decision 0037). */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** SPEC §3 merchant config: vendors moved between lanes (SPEC §4 "Categories"). */
  esportVendors: text('esport_vendors').array().notNull().default([]),
  cockfightVendors: text('cockfight_vendors').array().notNull().default([]),
  excludedRngVendors: text('excluded_rng_vendors').array().notNull().default([]),
  /** The chat widget the site embeds (WPSCORE_getCustomerServiceScript); empty when none (decision 0042). */
  customerServiceScript: text('customer_service_script').notNull().default(''),
  /** Whether members must pass KYC (MCSFE_getCustomerKycMerchantSetting; the KYC issue owns the flow). */
  kycRequired: boolean('kyc_required').notNull().default(false),
  /** The site template and default theme of the brand (/wps/system/templates). */
  siteTemplate: text('site_template').notNull().default('ficha'),
  defaultTheme: text('default_theme').notNull().default('dark'),
  /** The footer's licence line (issue 13): regulator, licence number, where to check it; empty: none shown. */
  licenceAuthority: text('licence_authority').notNull().default(''),
  licenceNumber: text('licence_number').notNull().default(''),
  licenceUrl: text('licence_url').notNull().default(''),
  /** The brand colour and the text on it (decision 0069); null: the platform's own colours. */
  brandColour: text('brand_colour'),
  onBrandColour: text('on_brand_colour'),
  /** When agents reach support, every day, in the merchant's time zone (`HH:MM`); null: not stated. */
  agentSupportFrom: text('agent_support_from'),
  agentSupportTo: text('agent_support_to'),
  /** The logo's file (`<key>.<png|jpg|webp>`, served at /media/logos/<file>); null: none. */
  logoFile: text('logo_file'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MerchantRow = typeof merchants.$inferSelect;

export const merchantDomains = platformSchema.table('merchant_domains', {
  domain: text('domain').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  type: text('type').notNull(),
});

export const registerFieldRules = platformSchema.table(
  'register_field_rules',
  {
    merchantId: integer('merchant_id').notNull(),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    patternId: integer('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

/** Merchants' logos (decision 0069) by file key; `merchants.logo_file` names the one shown. */
export const merchantLogos = platformSchema.table('merchant_logos', {
  fileKey: text('file_key').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
