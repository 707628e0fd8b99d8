import { z } from 'zod';
import { brandColourPattern, contrastRatio, minimumBrandContrast } from '../brand-theme.ts';
import { merchantCurrencies } from '../currencies.ts';
import { defineEndpoint } from '../endpoint.ts';
import { moduleIds } from '../modules.ts';
import { uploadImageTypes } from '../proof-image.ts';
import { emptyQuery, languageSchema, queryObject, text } from '../schemas.ts';
import { timeZoneSchema } from './console.ts';
import { operatorPasswordSchema, operatorUsernameSchema } from './console-operators.ts';

/**
 * Merchant onboarding (issue 20 "Merchants", decision 0069): the platform's super-operator lists, creates and
 * configures merchants — their brand, domains, languages, currency, time zone, theme and logo, customer-service
 * entries, resources and app links, agent support hours and module switches. A new merchant comes with its first
 * owner, whose temporary password is changed at the first sign-in.
 */

/** A merchant's code: 2 to 32 lowercase letters, digits, dashes or underscores (the `Merchant` header names it). */
export const merchantCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'merchant_code_format');

const ipv4Address = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** Whether `host` is a hostname a browser reaches a site by: an IPv4 address, or labels of letters, digits and inner dashes. */
export function isHostname(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  if (ipv4Address.test(host)) return true;
  const labels = host.split('.');
  return (
    labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '')
  );
}

/** A domain the merchant's site answers on, lowercase, without scheme, port, path or trailing dot. */
export const merchantDomainSchema = z.string().trim().toLowerCase().max(253).refine(isHostname, 'domain_format');

const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/[^\s]+$/, 'url_format');
const optionalHttpsUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^(https:\/\/[^\s]+)?$/, 'url_format');

const brandColour = z.string().trim().toLowerCase().regex(brandColourPattern, 'colour_format');

/** The brand colour and the text written on it; the pair must read (contrast at least 4.5:1). */
export const merchantThemeSchema = z
  .strictObject({ brandColour, onBrandColour: brandColour })
  .refine(
    (theme) =>
      !brandColourPattern.test(theme.brandColour) ||
      !brandColourPattern.test(theme.onBrandColour) ||
      contrastRatio(theme.brandColour, theme.onBrandColour) >= minimumBrandContrast,
    { message: 'colour_contrast', path: ['onBrandColour'] },
  );
export type MerchantTheme = z.infer<typeof merchantThemeSchema>;

/** A customer-service entry of the site's menu (SPEC §3): its kind, menu position, title and link. */
export const merchantCustomerServiceSchema = z.strictObject({
  csType: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,23}$/, 'invalid_format'),
  csPosition: z.number().int().min(1).max(3),
  title: text(40).min(1),
  url: httpsUrl,
});

/** A resource link of the footer (social channels; app downloads are `appLinks`). */
export const merchantResourceSchema = z.strictObject({
  resourceType: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,23}$/, 'invalid_format')
    .refine((type) => type !== 'ANDROID' && type !== 'IOS', 'invalid_value'),
  url: httpsUrl,
  label: text(40).min(1),
});

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'invalid_format');

/** When agents reach support, every day, in the merchant's time zone (shown on the agent sign-in page). */
export const agentSupportHoursSchema = z
  .strictObject({ from: clockTime, to: clockTime })
  .refine((hours) => hours.from !== hours.to, { message: 'invalid_value', path: ['to'] });
export type AgentSupportHours = z.infer<typeof agentSupportHoursSchema>;

/** What the super-operator sets of a merchant, on creation and on every change. */
const merchantConfigFields = {
  name: text(64).min(1),
  domains: z.array(merchantDomainSchema).min(1).max(20),
  defaultLanguage: languageSchema,
  supportLanguages: z.array(languageSchema).min(1).max(64),
  currency: z.enum(merchantCurrencies),
  timeZone: timeZoneSchema,
  /** Null: the platform's own colours. */
  theme: merchantThemeSchema.nullable(),
  customerService: z.array(merchantCustomerServiceSchema).max(12),
  resources: z.array(merchantResourceSchema).max(12),
  appLinks: z.strictObject({ android: optionalHttpsUrl, ios: optionalHttpsUrl }),
  agentSupportHours: agentSupportHoursSchema.nullable(),
  modules: z.partialRecord(z.enum(moduleIds as [string, ...string[]]), z.boolean()),
};

type ConfigShape = { domains: string[]; defaultLanguage: string; supportLanguages: string[] };

/** Field errors a config can show on its own: a domain twice, a default language that is not enabled. */
function checkConfig(config: ConfigShape, context: z.RefinementCtx) {
  const seen = new Set<string>();
  config.domains.forEach((domain, index) => {
    if (seen.has(domain)) context.addIssue({ code: 'custom', message: 'duplicate', path: ['domains', index] });
    seen.add(domain);
  });
  if (!config.supportLanguages.includes(config.defaultLanguage)) {
    context.addIssue({ code: 'custom', message: 'language_not_enabled', path: ['defaultLanguage'] });
  }
}

export const merchantProfileSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The merchant the platform falls back to in development (`MERCHANT_HOST_FALLBACK`). */
  isDefault: z.boolean(),
  domains: z.array(z.string()),
  defaultLanguage: languageSchema,
  supportLanguages: z.array(languageSchema),
  currency: z.string(),
  timeZone: z.string(),
  theme: z.object({ brandColour: z.string(), onBrandColour: z.string() }).nullable(),
  /** Where the site shows the logo from, or null when the merchant has none. */
  logoUrl: z.string().nullable(),
  customerService: z.array(
    z.object({ csType: z.string(), csPosition: z.number(), title: z.string(), url: z.string() }),
  ),
  resources: z.array(z.object({ resourceType: z.string(), url: z.string(), label: z.string() })),
  appLinks: z.object({ android: z.string(), ios: z.string() }),
  agentSupportHours: z.object({ from: z.string(), to: z.string() }).nullable(),
  modules: z.record(z.string(), z.boolean()),
  createdAt: z.string(),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

export const listPlatformMerchants = defineEndpoint({
  name: 'listPlatformMerchants',
  method: 'GET',
  path: '/cms/v1/platform/merchants',
  auth: 'operator',
  tag: 'console',
  summary: "Every merchant of the platform with its configuration (the platform's super-operator only)",
  request: emptyQuery,
  response: z.object({ list: z.array(merchantProfileSchema) }),
});

export const createPlatformMerchant = defineEndpoint({
  name: 'createPlatformMerchant',
  method: 'POST',
  path: '/cms/v1/platform/merchants',
  auth: 'operator',
  tag: 'console',
  summary:
    'Creates a merchant (unique code and domains) with its first owner, whose temporary password is changed at the first sign-in; audited',
  request: z
    .strictObject({
      code: merchantCodeSchema,
      ...merchantConfigFields,
      owner: z.strictObject({
        username: operatorUsernameSchema,
        displayName: text(64).min(1),
        password: operatorPasswordSchema,
      }),
    })
    .superRefine(checkConfig),
  response: merchantProfileSchema,
});

export const updatePlatformMerchant = defineEndpoint({
  name: 'updatePlatformMerchant',
  method: 'PUT',
  path: '/cms/v1/platform/merchants',
  auth: 'operator',
  tag: 'console',
  summary: "Changes a merchant's configuration (the code stays); audited with its before and after",
  request: z.strictObject({ code: merchantCodeSchema, ...merchantConfigFields }).superRefine(checkConfig),
  response: merchantProfileSchema,
});

/** A logo: png, jpeg or webp by its bytes, at most 512 KB, 32×32 to 1024×1024 px. */
export const merchantLogoMaxBytes = 512 * 1024;
export const merchantLogoMinSide = 32;
export const merchantLogoMaxSide = 1024;
const logoBodyLimit = Math.ceil((merchantLogoMaxBytes * 4) / 3) + 64 * 1024;

export const uploadPlatformMerchantLogo = defineEndpoint({
  name: 'uploadPlatformMerchantLogo',
  method: 'POST',
  path: '/cms/v1/platform/merchants/logo',
  auth: 'operator',
  tag: 'console',
  summary:
    "Sets a merchant's logo (png, jpg or webp by its bytes, at most 512 KB, 32×32 to 1024×1024 px), served under an address of its own; audited",
  bodyLimit: logoBodyLimit,
  request: z.strictObject({
    code: merchantCodeSchema,
    contentType: z.enum(uploadImageTypes),
    dataBase64: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid_format'),
  }),
  response: merchantProfileSchema,
});

/** A stored logo's file name: a content key and the ending of its type. */
export const merchantLogoFilePattern = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
export const merchantLogoPathPrefix = '/media/logos/';

export const getMerchantLogo = defineEndpoint({
  name: 'getMerchantLogo',
  method: 'GET',
  path: '/media/logos/:file',
  auth: 'none',
  tag: 'media',
  summary: "A merchant's logo as its bytes, with its own content type, `nosniff` and a year of caching",
  request: queryObject({ file: z.string().regex(merchantLogoFilePattern, 'invalid_format') }),
  response: z.string(),
});
