import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { registrationRulesSchema } from '../registration-patterns.ts';
import { paymentChannelKinds } from './deposits.ts';
import { deviceSchema, emptyQuery, languageSchema, queryObject } from '../schemas.ts';

const whitelabelNodeSchema: z.ZodType<{ modId: string; enabled: '1' | '0'; childrenNodes: unknown[] }> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(whitelabelNodeSchema) }),
);

export const whitelabelTreeSchema = z.array(whitelabelNodeSchema);

export const customerServiceSchema = z.object({
  csType: z.string(),
  csPosition: z.number().int(),
  title: z.string(),
  /** SPEC §3 "path (encrypted)": sealed for the caller's `Link-Key` (decision 0079); empty without one. */
  path: z.string(),
  type: z.string(),
});

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});

/** The regulator that licenses a merchant, the licence number and where a visitor checks it. */
export const merchantLicenceSchema = z.object({ authority: z.string(), number: z.string(), url: z.string() });
export type MerchantLicence = z.infer<typeof merchantLicenceSchema>;

export const domainRouteSchema = z.object({ domain: z.string(), type: z.string() });

export const systemStatusSchema = z.object({
  /** Truthy: the site shows the maintenance page (status 1). */
  maintenance: z.boolean(),
  /** Truthy: the visitor's region or IP is blocked (status 2). */
  regionRestriction: z.boolean(),
  /** 0 normal, 1 maintenance, 2 region restricted (SPEC §4 "App start"). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: z.object({
    merchantCode: z.string(),
    merchantName: z.string(),
    defaultLanguage: languageSchema,
    supportLanguages: z.array(languageSchema),
    currency: z.string(),
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(domainRouteSchema),
    resources: z.array(resourceSchema),
    whitelabel: whitelabelTreeSchema,
    register: registrationRulesSchema,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    memberTypes: z.object({ agent: z.array(z.number().int()), trial: z.array(z.number().int()) }),
    /** The footer's licence line (issue 13): null when the merchant shows none. */
    licence: merchantLicenceSchema.nullable(),
    /** The kinds of the merchant's enabled payment channels, each once: the footer shows their marks. */
    paymentMethods: z.array(z.enum(paymentChannelKinds)),
    /**
     * The brand (decision 0069): its colour and the text on it (`#rrggbb`; null: the platform's own colours), and
     * its logo's address (null: none).
     */
    brand: z.object({
      theme: z.object({ brandColour: z.string(), onBrandColour: z.string() }).nullable(),
      logoUrl: z.string().nullable(),
    }),
    /** When agents reach support, every day, in the merchant's time zone; null when the merchant states none. */
    agentSupportHours: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }).nullable(),
    /** The merchant's time zone (IANA): the agent center's clock and periods read in it. */
    timeZone: z.string(),
  }),
});

export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const getSystemStatus = defineEndpoint({
  name: 'getSystemStatus',
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
  tag: 'system',
  summary:
    'Start-up permissions: maintenance, region restriction, location and the site configuration; with a ' +
    '`Link-Key` header (an AES-256 key RSA-OAEP-wrapped for the session key) each customer-service `path` comes ' +
    'AES-GCM-sealed for that key, without one empty (decision 0079)',
  request: emptyQuery,
  response: systemStatusSchema,
});

/** The status under the path a sibling build calls (upstream-api §1.3, N): the same call. */
export const getSystemStatusV2 = defineEndpoint({
  ...getSystemStatus,
  name: 'getSystemStatusV2',
  path: '/wps/v2/system/status',
});

export const getWhitelabel = defineEndpoint({
  name: 'getWhitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'none',
  tag: 'system',
  summary: 'The whitelabel module tree of the merchant',
  request: emptyQuery,
  response: whitelabelTreeSchema,
});

export const getRegisterSettings = defineEndpoint({
  name: 'getRegisterSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'none',
  tag: 'system',
  summary: 'Registration field rules, one per field',
  request: emptyQuery,
  response: registrationRulesSchema,
});

export const helpEntrySchema = z.object({
  tag: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  /** The language the entry is in: the asked one, or the merchant's default for a tag without it. */
  language: languageSchema,
});

export const getHelpCenter = defineEndpoint({
  name: 'getHelpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: 'none',
  tag: 'system',
  summary: 'Help-center entries in a language for a device',
  request: queryObject({ lang: languageSchema.optional(), device: deviceSchema.default('WEB') }),
  response: z.array(helpEntrySchema),
});

export const getDomainRoute = defineEndpoint({
  name: 'getDomainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: 'none',
  tag: 'system',
  summary: 'The domains the merchant answers on',
  request: emptyQuery,
  response: z.array(domainRouteSchema),
});

export const countrySchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  name: z.string(),
});

export const getCountries = defineEndpoint({
  name: 'getCountries',
  method: 'GET',
  path: '/wps/system/country',
  auth: 'none',
  tag: 'system',
  summary: 'Country dialing codes offered on registration and SMS forms',
  request: emptyQuery,
  response: z.array(countrySchema),
});

export const getSessionKey = defineEndpoint({
  name: 'getSessionKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  auth: 'none',
  tag: 'session',
  summary:
    'The current RSA public key (SPKI PEM) for encrypted calls, and the server clock (ms) the sealed payload ' +
    'is stamped with',
  request: emptyQuery,
  response: z.object({ keyId: z.string(), publicKey: z.string(), serverTime: z.number().int().optional() }),
});
