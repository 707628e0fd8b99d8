import { isIPv6 } from 'node:net';
import {
  DomainError,
  acceptedPatternOf,
  registrationFields,
  toLanguageCode,
  type FieldError,
  type LaneRules,
  type LanguageCode,
  type MerchantSettings,
  type PasswordPolicy,
  type RegistrationField,
  type RegistrationRules,
  type SiteTheme,
} from '@ficha/contract';
import { localLobbyChanges, type LobbyCacheHooks } from '../../cache/lobby-changes.ts';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import type { MerchantRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Merchant, MerchantLicence } from './merchant.ts';
import {
  findDefaultMerchant,
  findMerchantByCode,
  findMerchantByDomain,
  findMerchantById,
  listDomains,
  listRegisterRules,
  lockMerchant,
  updateMerchantRow,
  upsertRegisterRule,
  type MerchantSettingsPatch,
} from './merchants.queries.ts';

const merchantCodePattern = /^[a-z0-9_-]{2,32}$/i;

export function toMerchant(row: MerchantRow): Merchant {
  const languages = row.supportLanguages.map((l) => toLanguageCode(l)).filter((l): l is LanguageCode => !!l);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    defaultLanguage: toLanguageCode(row.defaultLanguage) ?? 'ES',
    supportLanguages: languages,
    currency: row.currency,
    maintenance: row.maintenance,
    blockedCountries: row.blockedCountries,
    blockedCidrs: row.blockedCidrs,
    sharedLoginCidrs: row.sharedLoginCidrs,
    enabledModules: new Set(row.enabledModules),
    mainDomain: row.mainDomain,
    imageCdns: row.imageCdns,
    launchGameCdns: row.launchGameCdns,
    gtagId: row.gtagId,
    agentTypes: row.agentTypes,
    trialTypes: row.trialTypes,
    countries: row.countries,
    defaultWeakPassword: row.defaultWeakPassword,
    passwordExpiryDays: row.passwordExpiryDays,
    captchaAfterFailures: row.captchaAfterFailures,
    verifyNewIp: row.verifyNewIp,
    agentsMayLockDownline: row.agentsMayLockDownline,
    timeZone: row.timeZone,
    laneRules: {
      esportVendors: row.esportVendors,
      cockfightVendors: row.cockfightVendors,
      excludedRngVendors: row.excludedRngVendors,
    },
    customerServiceScript: row.customerServiceScript,
    kycRequired: row.kycRequired,
    siteTemplate: row.siteTemplate,
    defaultTheme: row.defaultTheme === 'light' ? 'light' : 'dark',
    licence: { authority: row.licenceAuthority, number: row.licenceNumber, url: row.licenceUrl },
    brandTheme:
      row.brandColour && row.onBrandColour ? { brandColour: row.brandColour, onBrandColour: row.onBrandColour } : null,
    agentSupportHours:
      row.agentSupportFrom && row.agentSupportTo ? { from: row.agentSupportFrom, to: row.agentSupportTo } : null,
    logoFile: row.logoFile,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt,
  };
}

export function toSettings(merchant: Merchant, modules: readonly string[]): MerchantSettings {
  return {
    merchantCode: merchant.code,
    name: merchant.name,
    maintenance: merchant.maintenance,
    blockedCountries: merchant.blockedCountries,
    blockedCidrs: merchant.blockedCidrs,
    sharedLoginCidrs: merchant.sharedLoginCidrs,
    modules: Object.fromEntries(modules.map((m) => [m, merchant.enabledModules.has(m)])),
    agentsMayLockDownline: merchant.agentsMayLockDownline,
    timeZone: merchant.timeZone,
    customerServiceScript: merchant.customerServiceScript,
    kycRequired: merchant.kycRequired,
    siteTemplate: merchant.siteTemplate,
    defaultTheme: merchant.defaultTheme,
    licence: merchant.licence,
    updatedAt: merchant.updatedAt.toISOString(),
  };
}

export interface SettingsChange {
  maintenance?: boolean;
  blockedCountries?: string[];
  blockedCidrs?: string[];
  sharedLoginCidrs?: string[];
  modules?: Partial<Record<string, boolean>>;
  agentsMayLockDownline?: boolean;
  timeZone?: string;
  customerServiceScript?: string;
  kycRequired?: boolean;
  siteTemplate?: string;
  defaultTheme?: SiteTheme;
  licence?: MerchantLicence;
}

export interface Actor {
  type: 'operator' | 'agent' | 'system';
  id: number;
  name: string;
  ip: string;
}

/** How long an instance keeps a resolved merchant: a backstop, as a change drops every instance's (decision 0033). */
const merchantCacheTtlMs = 2000;

export function createMerchantService(
  db: Db,
  deps: {
    audit: AuditService;
    defaultMerchantCode: string;
    /**
     * A host no merchant has answers the default merchant (development: `MERCHANT_HOST_FALLBACK`); otherwise it is
     * `invalid_domain` (SPEC §8 "Invalid domain URL", decision 0069).
     */
    hostFallback?: boolean;
    lobby?: LobbyCacheHooks;
  },
) {
  const lobby = deps.lobby ?? localLobbyChanges();
  const resolved = createTtlCache<Merchant>(merchantCacheTtlMs);
  lobby.onChange(() => resolved.clear());

  async function resolveUncached(headerCode: string | undefined, host: string | undefined): Promise<Merchant> {
    if (headerCode !== undefined) {
      const code = headerCode.trim();
      const row = merchantCodePattern.test(code) ? await findMerchantByCode(db, code.toLowerCase()) : undefined;
      if (!row) throw new DomainError('merchant_not_found');
      return toMerchant(row);
    }
    const domain = host?.toLowerCase().replace(/:\d+$/, '');
    const byDomain = domain ? await findMerchantByDomain(db, domain) : undefined;
    if (byDomain) return toMerchant(byDomain);
    if (!deps.hostFallback) throw new DomainError('invalid_domain');
    const fallback = (await findDefaultMerchant(db)) ?? (await findMerchantByCode(db, deps.defaultMerchantCode));
    if (!fallback) throw new DomainError('merchant_not_found');
    return toMerchant(fallback);
  }

  /**
   * One audited change of a merchant: locks its row, lets `change` write and say what it changed, records the
   * audit row in the same transaction, then has every instance drop its resolved merchants.
   */
  async function changeMerchant(
    merchantId: number,
    actor: Actor,
    action: string,
    change: (tx: Db, current: MerchantRow) => Promise<{ row: MerchantRow; before: unknown; after: unknown }>,
  ): Promise<Merchant> {
    const updated = await db.transaction(async (tx) => {
      const current = await lockMerchant(tx, merchantId);
      if (!current) throw new DomainError('merchant_not_found');
      const { row, before, after } = await change(tx, current);
      await deps.audit.record(tx, { merchantId, actor, action, target: `merchant:${current.code}`, before, after });
      return toMerchant(row);
    });
    lobby.changed(merchantId);
    return updated;
  }

  /** A change of merchant columns: the audit row holds the patched columns before and after. */
  const patchMerchant = (
    merchantId: number,
    actor: Actor,
    action: string,
    patchOf: (current: MerchantRow) => MerchantSettingsPatch,
  ) =>
    changeMerchant(merchantId, actor, action, async (tx, current) => {
      const patch = patchOf(current);
      const row = await updateMerchantRow(tx, merchantId, patch);
      return { row, before: pick(current, patch), after: pick(row, patch) };
    });

  return {
    /**
     * The merchant of a request: the `Merchant` header when present (an unknown code is an error), else the
     * request host; a host no merchant has is `invalid_domain`, or the default merchant where the fallback is on.
     */
    resolve(headerCode: string | undefined, host: string | undefined): Promise<Merchant> {
      const key = headerCode !== undefined ? `code:${headerCode.trim().toLowerCase()}` : `host:${host ?? ''}`;
      return resolved.get(key, () => resolveUncached(headerCode, host));
    },

    async byCode(code: string): Promise<Merchant | undefined> {
      if (!merchantCodePattern.test(code)) return undefined;
      const row = await findMerchantByCode(db, code.toLowerCase());
      return row && toMerchant(row);
    },

    async byId(id: number): Promise<Merchant> {
      const row = await findMerchantById(db, id);
      if (!row) throw new DomainError('merchant_not_found');
      return toMerchant(row);
    },

    domainRoutes(merchant: Merchant) {
      return listDomains(db, merchant.id);
    },

    /** The registration field rules of SPEC §3, one per field; fields without a stored rule are off. */
    async registrationRules(merchant: Merchant): Promise<RegistrationRules> {
      const rows = await listRegisterRules(db, merchant.id);
      const byField = new Map(rows.map((r) => [r.field, r]));
      const rules: Partial<RegistrationRules> = {};
      for (const field of registrationFields) {
        const row = byField.get(field);
        rules[field] = row
          ? {
              enabled: row.enabled,
              required: row.required,
              patternId: row.patternId,
              acceptedPattern: acceptedPatternOf(row.patternId),
              minLength: row.minLength,
              maxLength: row.maxLength,
            }
          : { enabled: false, required: false, patternId: 0, acceptedPattern: '*', minLength: 0, maxLength: 255 };
      }
      return rules as RegistrationRules;
    },

    passwordPolicy(merchant: Merchant): PasswordPolicy {
      return {
        defaultWeakPassword: merchant.defaultWeakPassword,
        expiryDays: merchant.passwordExpiryDays,
        captchaAfterFailures: merchant.captchaAfterFailures,
        verifyNewIp: merchant.verifyNewIp,
      };
    },

    async updatePasswordPolicy(
      merchantId: number,
      change: Partial<PasswordPolicy>,
      actor: Actor,
    ): Promise<PasswordPolicy> {
      const patch: MerchantSettingsPatch = {};
      if (change.defaultWeakPassword !== undefined) patch.defaultWeakPassword = change.defaultWeakPassword;
      if (change.expiryDays !== undefined) patch.passwordExpiryDays = change.expiryDays;
      if (change.captchaAfterFailures !== undefined) patch.captchaAfterFailures = change.captchaAfterFailures;
      if (change.verifyNewIp !== undefined) patch.verifyNewIp = change.verifyNewIp;
      const updated = await patchMerchant(merchantId, actor, 'merchant.password_policy.update', () => patch);
      return this.passwordPolicy(updated);
    },

    /** Changes field rules; username and password stay enabled and required, and min ≤ max. */
    async updateRegistrationRules(
      merchantId: number,
      rules: Partial<
        Record<
          RegistrationField,
          { enabled: boolean; required: boolean; patternId: number; minLength: number; maxLength: number }
        >
      >,
      actor: Actor,
    ): Promise<RegistrationRules> {
      const fields: FieldError[] = [];
      for (const [field, rule] of Object.entries(rules)) {
        if (!rule) continue;
        if (rule.minLength > rule.maxLength)
          fields.push({ field: `rules.${field}.minLength`, reason: 'min_above_max' });
        if ((field === 'username' || field === 'password') && (!rule.enabled || !rule.required)) {
          fields.push({ field: `rules.${field}.required`, reason: 'always_required' });
        }
      }
      if (fields.length) throw new DomainError('request_param_err', { fields });
      const before = await this.registrationRules(await this.byId(merchantId));
      const updated = await changeMerchant(merchantId, actor, 'merchant.register_rules.update', async (tx) => {
        for (const [field, rule] of Object.entries(rules)) {
          if (rule) await upsertRegisterRule(tx, { merchantId, field, ...rule });
        }
        return {
          // A new updatedAt refreshes every cache keyed on the merchant's version (the status payload).
          row: await updateMerchantRow(tx, merchantId, {}),
          before: Object.fromEntries(Object.keys(rules).map((f) => [f, before[f as RegistrationField]])),
          after: rules,
        };
      });
      return this.registrationRules(updated);
    },

    /** Changes the lane vendor lists (deduplicated, sorted); audited in the same transaction. */
    async updateLaneRules(merchantId: number, change: Partial<LaneRules>, actor: Actor): Promise<Merchant> {
      const patch: MerchantSettingsPatch = {};
      for (const key of ['esportVendors', 'cockfightVendors', 'excludedRngVendors'] as const) {
        const list = change[key];
        if (list) patch[key] = [...new Set(list)].sort();
      }
      return patchMerchant(merchantId, actor, 'merchant.lane_rules.update', () => patch);
    },

    /** Applies an operator's change and writes its audit row in the same transaction. */
    updateSettings(merchantId: number, change: SettingsChange, actor: Actor): Promise<Merchant> {
      return patchMerchant(merchantId, actor, 'merchant.settings.update', (current) => {
        const patch: MerchantSettingsPatch = {};
        if (change.maintenance !== undefined) patch.maintenance = change.maintenance;
        if (change.agentsMayLockDownline !== undefined) patch.agentsMayLockDownline = change.agentsMayLockDownline;
        if (change.timeZone !== undefined) patch.timeZone = change.timeZone;
        for (const key of ['customerServiceScript', 'kycRequired', 'siteTemplate', 'defaultTheme'] as const) {
          if (change[key] !== undefined) Object.assign(patch, { [key]: change[key] });
        }
        if (change.licence) {
          patch.licenceAuthority = change.licence.authority;
          patch.licenceNumber = change.licence.number;
          patch.licenceUrl = change.licence.url;
        }
        if (change.blockedCountries) patch.blockedCountries = [...new Set(change.blockedCountries)].sort();
        if (change.blockedCidrs) patch.blockedCidrs = [...new Set(change.blockedCidrs.map((c) => normaliseCidr(c)))];
        if (change.sharedLoginCidrs) {
          patch.sharedLoginCidrs = [
            ...new Set(change.sharedLoginCidrs.map((c) => normaliseCidr(c, 'sharedLoginCidrs'))),
          ];
        }
        if (change.modules) {
          const enabled = new Set(current.enabledModules);
          for (const [modId, on] of Object.entries(change.modules)) {
            if (on) enabled.add(modId);
            else enabled.delete(modId);
          }
          patch.enabledModules = [...enabled].sort();
        }
        return patch;
      });
    },
  };
}

export type MerchantService = ReturnType<typeof createMerchantService>;

function pick(row: MerchantRow, patch: MerchantSettingsPatch): Record<string, unknown> {
  return Object.fromEntries(Object.keys(patch).map((k) => [k, row[k as keyof MerchantSettingsPatch]]));
}

/** Validates and normalises a CIDR (`10.0.0.7/8` → `10.0.0.0/8`); a bad one is a field error. */
export function normaliseCidr(cidr: string, field = 'blockedCidrs'): string {
  const parsed = parseCidr(cidr);
  if (!parsed) {
    throw new DomainError('request_param_err', {
      fields: [{ field, reason: 'cidr_format', params: { value: cidr } }],
    });
  }
  return `${parsed.address}/${parsed.prefix}`;
}

export function parseCidr(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText = ''] = cidr.trim().split('/');
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const octets = v4.slice(1).map(Number);
    if (prefix > 32 || octets.some((o) => o > 255)) return null;
    const value = octets.reduce((acc, o) => acc * 256 + o, 0);
    const size = 2 ** (32 - prefix);
    const network = Math.floor(value / size) * size;
    const parts = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256);
    return { address: parts.join('.'), prefix, family: 'ipv4' };
  }
  if (isIPv6(address) && prefix <= 128) {
    return { address: address.toLowerCase(), prefix, family: 'ipv6' };
  }
  return null;
}
