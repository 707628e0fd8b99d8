import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moduleIds } from '../modules.ts';
import { operatorPermissionSchema, operatorRoleSchema } from '../operator-permissions.ts';
import { queryObject, emptyQuery, text } from '../schemas.ts';
import { captchaFields } from './account-schemas.ts';
import { merchantLicenceSchema } from './system.ts';
import { customerServiceScriptSchema, siteTemplateSchema, siteThemeSchema } from './site.ts';

const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  /** The built-in role, or null with a custom role (`customRole`, decision 0068). */
  role: operatorRoleSchema.nullable(),
  customRole: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  merchantCode: z.string(),
  /** Whether the operator signs in with a TOTP code, and whether its role requires one (decision 0018). */
  totpEnabled: z.boolean(),
  totpRequired: z.boolean(),
  /** An owner set this password (new operator, reset): it is changed before anything else (decision 0066). */
  mustChangePassword: z.boolean(),
  /** What the role may do (the console hides the rest; the server refuses it). */
  permissions: z.array(operatorPermissionSchema),
});

export type Operator = z.infer<typeof operatorSchema>;

export const operatorLogin = defineEndpoint({
  name: 'operatorLogin',
  method: 'POST',
  path: '/cms/v1/session/login',
  auth: 'none',
  tag: 'console',
  summary: 'Operator sign-in; answers a session token for the Authorization header',
  request: z.strictObject({
    merchantCode: text(32).min(1),
    username: text(64).min(1),
    password: z.string().min(1).max(128),
    /** The authenticator code, for an operator with TOTP on (`operator_totp_required` asks for it). */
    totpCode: z
      .string()
      .regex(/^\d{6}$/, 'totp_format')
      .optional(),
    ...captchaFields,
  }),
  response: z.object({ token: z.string(), operator: operatorSchema }),
});

export const operatorLogout = defineEndpoint({
  name: 'operatorLogout',
  method: 'DELETE',
  path: '/cms/v1/session/logout',
  auth: 'operator',
  tag: 'console',
  summary: 'Ends the operator session',
  request: z.strictObject({}),
  response: z.object({ loggedOut: z.literal(true) }),
});

export const getOperatorSession = defineEndpoint({
  name: 'getOperatorSession',
  method: 'GET',
  path: '/cms/v1/session',
  auth: 'operator',
  tag: 'console',
  summary: 'The signed-in operator',
  request: emptyQuery,
  response: operatorSchema,
});

/** An IANA time zone name the runtime knows (`America/Bogota`, `UTC`). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'time_zone');

const cidrText = z
  .string()
  .trim()
  .max(64)
  .regex(/^[0-9a-fA-F:.]+\/\d{1,3}$/, 'cidr_format');

export const merchantSettingsSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  maintenance: z.boolean(),
  blockedCountries: z.array(z.string().length(2)),
  blockedCidrs: z.array(z.string()),
  sharedLoginCidrs: z.array(z.string()),
  modules: z.record(z.string(), z.boolean()),
  /** Whether agents may lock and unlock their direct downline's login (agent center, team management). */
  agentsMayLockDownline: z.boolean(),
  /** IANA time zone of the merchant's report periods (agent reports: today, this week…). */
  timeZone: z.string(),
  /** The chat widget the site embeds (`WPSCORE_getCustomerServiceScript`); empty when none. */
  customerServiceScript: z.string(),
  /** Whether members must pass KYC (`MCSFE_getCustomerKycMerchantSetting`). */
  kycRequired: z.boolean(),
  /** The brand's site template and default theme (`/wps/system/templates`). */
  siteTemplate: z.string(),
  defaultTheme: siteThemeSchema,
  /** The footer's licence line; an empty authority shows none. */
  licence: merchantLicenceSchema,
  updatedAt: z.string(),
});

export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

export const getMerchantSettings = defineEndpoint({
  name: 'getMerchantSettings',
  method: 'GET',
  path: '/cms/v1/merchant/settings',
  auth: 'operator',
  tag: 'console',
  summary: "The operator's merchant settings: maintenance, region blocks and module switches",
  request: emptyQuery,
  response: merchantSettingsSchema,
});

export const updateMerchantSettings = defineEndpoint({
  name: 'updateMerchantSettings',
  method: 'PUT',
  path: '/cms/v1/merchant/settings',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes merchant settings; every change is audited',
  request: z.strictObject({
    maintenance: z.boolean().optional(),
    blockedCountries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'country_format'),
      )
      .max(250)
      .optional(),
    blockedCidrs: z.array(cidrText).max(500).optional(),
    sharedLoginCidrs: z.array(cidrText).max(500).optional(),
    modules: z.partialRecord(z.enum(moduleIds as [string, ...string[]]), z.boolean()).optional(),
    agentsMayLockDownline: z.boolean().optional(),
    timeZone: timeZoneSchema.optional(),
    customerServiceScript: customerServiceScriptSchema.optional(),
    kycRequired: z.boolean().optional(),
    siteTemplate: siteTemplateSchema.optional(),
    defaultTheme: siteThemeSchema.optional(),
    licence: z
      .strictObject({
        authority: z.string().trim().max(120),
        number: z.string().trim().max(64),
        url: z
          .string()
          .trim()
          .max(300)
          .regex(/^(https:\/\/[^\s]+)?$/, 'url_format'),
      })
      .refine((licence) => licence.authority !== '' || (licence.number === '' && licence.url === ''), {
        message: 'licence_authority_required',
        path: ['authority'],
      })
      .optional(),
  }),
  response: merchantSettingsSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export const listAuditLog = defineEndpoint({
  name: 'listAuditLog',
  method: 'GET',
  path: '/cms/v1/audit',
  auth: 'operator',
  tag: 'console',
  summary:
    "The merchant's audit trail, newest first; filtered by who (part of the actor's name), what (an action prefix, part of the target) and when ([from, to))",
  request: queryObject({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    actor: text(64).optional(),
    action: text(64).optional(),
    target: text(100).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  }),
  response: z.object({
    list: z.array(auditEntrySchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});
