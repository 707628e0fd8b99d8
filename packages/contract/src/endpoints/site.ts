import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, languageSchema, text } from '../schemas.ts';

/**
 * The original client's site and system calls that read the merchant's settings (upstream-api §1.3, issue 12,
 * decision 0042). Paths and modIDs as recorded; the shapes are ours where none is recorded.
 */

export const siteThemes = ['dark', 'light'] as const;
export const siteThemeSchema = z.enum(siteThemes);
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** A site template's name: lowercase letters, digits and hyphens. */
export const siteTemplateSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,32}$/, 'template_format');

/** The most characters of a merchant's chat-widget snippet. */
export const customerServiceScriptMaxLength = 8192;
export const customerServiceScriptSchema = z.string().trim().max(customerServiceScriptMaxLength);

export const siteSettingsSchema = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  defaultLanguage: languageSchema,
  supportLanguages: z.array(languageSchema),
  /** IANA time zone of the merchant's days. */
  timeZone: z.string(),
  maintenance: z.boolean(),
  mainDomain: z.string(),
  /** Countries offered on registration and SMS forms (empty: all). */
  countries: z.array(z.string()),
  memberTypes: z.object({ agent: z.array(z.number().int()), trial: z.array(z.number().int()) }),
  /** Every whitelabel module by id, on or off. */
  modules: z.record(z.string(), z.boolean()),
  kycRequired: z.boolean(),
  siteTemplate: z.string(),
  defaultTheme: siteThemeSchema,
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  analytics: z.object({ gtagId: z.string().nullable() }),
});

export const getSiteSettings = defineEndpoint({
  name: 'getSiteSettings',
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'system',
  summary: "The merchant's site settings in one answer: brand, languages, currency, modules, template, KYC",
  request: emptyQuery,
  response: siteSettingsSchema,
});

export const getLocation = defineEndpoint({
  name: 'getLocation',
  method: 'GET',
  path: '/wps/system/location',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'system',
  summary: "The caller's address, its country (the region resolver's IP database) and whether the merchant blocks it",
  request: emptyQuery,
  response: z.object({ ip: z.string(), country: z.string().nullable(), regionRestriction: z.boolean() }),
});

export const getSiteTemplate = defineEndpoint({
  name: 'getSiteTemplate',
  method: 'GET',
  path: '/wps/system/templates',
  auth: 'none',
  moduleId: 'COMM3',
  tag: 'system',
  summary: "The merchant's brand template: its name, the brand name, the default theme and the themes offered",
  request: emptyQuery,
  response: z.object({
    template: z.string(),
    brandName: z.string(),
    defaultTheme: siteThemeSchema,
    themes: z.array(siteThemeSchema),
  }),
});

export const getCustomerServiceScript = defineEndpoint({
  name: 'getCustomerServiceScript',
  method: 'GET',
  path: '/wps/relay/WPSCORE_getCustomerServiceScript',
  auth: 'none',
  tag: 'system',
  summary: "The merchant's configured chat widget (console merchant settings); an empty script when none",
  request: emptyQuery,
  response: z.object({ script: z.string() }),
});

export const checkIfAppDomain = defineEndpoint({
  name: 'checkIfAppDomain',
  method: 'GET',
  path: '/wps/relay/WPSCORE_checkIfAppDomain',
  auth: 'none',
  tag: 'system',
  summary: "Whether the host the call reached is one of the merchant's domains (the anti-clone check)",
  request: emptyQuery,
  response: z.object({ domain: z.string(), isAppDomain: z.boolean() }),
});

export const getKycSetting = defineEndpoint({
  name: 'getKycSetting',
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerKycMerchantSetting',
  auth: 'none',
  tag: 'system',
  summary: 'Whether the merchant requires KYC of its members (a merchant setting; the KYC flow is its own issue)',
  request: emptyQuery,
  response: z.object({ kycRequired: z.boolean() }),
});

/** Bounds of `/wps/system/collect`: per event, per request, per address and kept per merchant. */
export const clientEventLimits = {
  eventsPerRequest: 20,
  dataKeys: 16,
  dataValueLength: 256,
  requestsPerMinutePerAddress: 60,
  rowsKeptPerMerchant: 100_000,
  bodyBytes: 16_384,
} as const;

const clientEventSchema = z.strictObject({
  /** What happened, e.g. `page_view`, `game_open`. */
  name: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'event_name_format'),
  /** The site path it happened on. */
  page: text(512).optional(),
  /** When the client saw it (ms since the epoch). */
  at: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
  data: z
    .record(
      z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'event_key_format'),
      z.union([z.string().max(clientEventLimits.dataValueLength), z.number(), z.boolean()]),
    )
    .refine((data) => Object.keys(data).length <= clientEventLimits.dataKeys, 'too_many_keys')
    .optional(),
});

export type ClientEvent = z.infer<typeof clientEventSchema>;

export const collectClientEvents = defineEndpoint({
  name: 'collectClientEvents',
  method: 'POST',
  path: '/wps/system/collect',
  auth: 'none',
  tag: 'system',
  bodyLimit: clientEventLimits.bodyBytes,
  summary:
    'Records client analytics events (one, or a batch of up to 20) for the merchant; answers 204 with no body. ' +
    'Rate limited per address; the merchant keeps its newest 100,000 events',
  request: z.union([
    z.strictObject({ events: z.array(clientEventSchema).min(1).max(clientEventLimits.eventsPerRequest) }),
    clientEventSchema,
  ]),
  response: z.undefined(),
});
