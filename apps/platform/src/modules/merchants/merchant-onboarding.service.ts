import {
  DomainError,
  moduleIds,
  type EndpointInput,
  type FieldError,
  type LanguageCode,
  type MerchantProfile,
  type createPlatformMerchant,
  type updatePlatformMerchant,
} from '@ficha/contract';
import { isUniqueViolation } from '@ficha/server-kit';
import { localLobbyChanges, type LobbyCacheHooks } from '../../cache/lobby-changes.ts';
import type { Db } from '../../db/database.ts';
import type { MerchantRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OperatorAccountService } from '../operators/operator-accounts.service.ts';
import { insertMerchant } from './merchant-creation.ts';
import { merchantLogoUrl } from './merchant-logos.ts';
import {
  domainsOfOthers,
  listAllCustomerService,
  listAllDomains,
  listAllResources,
  listMerchantRows,
  replaceCustomerService,
  replaceDomains,
  replaceResources,
  updateMerchantConfigRow,
} from './merchant-onboarding.queries.ts';
import { findMerchantByCode, lockMerchant } from './merchants.queries.ts';
import type { Actor } from './merchants.service.ts';

type NewMerchantInput = EndpointInput<typeof createPlatformMerchant>;
type MerchantConfigInput = Omit<EndpointInput<typeof updatePlatformMerchant>, 'code'>;

/** App downloads are resources of these types (the site's download codes and footer read them). */
const appResourceTypes = { android: 'Android', ios: 'IOS' } as const;
const isAppResource = (type: string) => type.toUpperCase() === 'ANDROID' || type.toUpperCase() === 'IOS';

interface MerchantParts {
  domains: Map<number, string[]>;
  customerService: Map<number, MerchantProfile['customerService']>;
  resources: Map<number, Array<{ resourceType: string; url: string; labelNameEn: string }>>;
}

function groupBy<T extends { merchantId: number }, V>(rows: readonly T[], value: (row: T) => V): Map<number, V[]> {
  const grouped = new Map<number, V[]>();
  for (const row of rows) grouped.set(row.merchantId, [...(grouped.get(row.merchantId) ?? []), value(row)]);
  return grouped;
}

function toProfile(row: MerchantRow, parts: MerchantParts): MerchantProfile {
  const enabled = new Set(row.enabledModules);
  const allResources = parts.resources.get(row.id) ?? [];
  const appLink = (type: string) => allResources.find((r) => r.resourceType.toUpperCase() === type)?.url ?? '';
  const domains = parts.domains.get(row.id) ?? [];
  return {
    code: row.code,
    name: row.name,
    isDefault: row.isDefault,
    // The main domain first, as it was given.
    domains: [...domains].sort((a, b) => Number(b === row.mainDomain) - Number(a === row.mainDomain)),
    defaultLanguage: row.defaultLanguage as LanguageCode,
    supportLanguages: row.supportLanguages as LanguageCode[],
    currency: row.currency,
    timeZone: row.timeZone,
    theme:
      row.brandColour && row.onBrandColour ? { brandColour: row.brandColour, onBrandColour: row.onBrandColour } : null,
    logoUrl: row.logoFile ? merchantLogoUrl(row.logoFile) : null,
    customerService: parts.customerService.get(row.id) ?? [],
    resources: allResources
      .filter((r) => !isAppResource(r.resourceType))
      .map((r) => ({ resourceType: r.resourceType, url: r.url, label: r.labelNameEn })),
    appLinks: { android: appLink('ANDROID'), ios: appLink('IOS') },
    agentSupportHours:
      row.agentSupportFrom && row.agentSupportTo ? { from: row.agentSupportFrom, to: row.agentSupportTo } : null,
    modules: Object.fromEntries(moduleIds.map((m) => [m, enabled.has(m)])),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a config sets (name, languages, currency, time zone, brand, support hours, main domain). */
function configColumns(config: MerchantConfigInput) {
  return {
    name: config.name,
    defaultLanguage: config.defaultLanguage,
    supportLanguages: [...new Set(config.supportLanguages)],
    currency: config.currency,
    timeZone: config.timeZone,
    mainDomain: config.domains[0] ?? '',
    brandColour: config.theme?.brandColour ?? null,
    onBrandColour: config.theme?.onBrandColour ?? null,
    agentSupportFrom: config.agentSupportHours?.from ?? null,
    agentSupportTo: config.agentSupportHours?.to ?? null,
  };
}

function enabledModulesOf(current: readonly string[], change: MerchantConfigInput['modules']): string[] {
  const enabled = new Set(current);
  for (const [moduleId, on] of Object.entries(change)) {
    if (on) enabled.add(moduleId);
    else enabled.delete(moduleId);
  }
  return moduleIds.filter((m) => enabled.has(m));
}

/** The site's resources: the footer's links, then the app downloads that are set. */
function resourceRows(config: MerchantConfigInput) {
  return [
    ...config.resources.map((r) => ({ resourceType: r.resourceType, url: r.url, labelNameEn: r.label })),
    ...(['android', 'ios'] as const)
      .filter((app) => config.appLinks[app] !== '')
      .map((app) => ({
        resourceType: appResourceTypes[app],
        url: config.appLinks[app],
        labelNameEn: app === 'android' ? 'Android app' : 'iOS app',
      })),
  ];
}

/** Domains another merchant has: a field error on each (`domains.<index>`). */
async function refuseTakenDomains(tx: Db, domains: readonly string[], merchantId: number | null) {
  const taken = new Set(await domainsOfOthers(tx, domains, merchantId));
  if (taken.size === 0) return;
  const fields: FieldError[] = domains.flatMap((domain, index) =>
    taken.has(domain) ? [{ field: `domains.${index}`, reason: 'domain_taken' }] : [],
  );
  throw new DomainError('merchant_domain_taken', { fields });
}

/** What the audit keeps of a merchant's configuration. */
function audited(profile: MerchantProfile) {
  const { createdAt: _createdAt, ...rest } = profile;
  return rest;
}

/**
 * Merchant onboarding (issue 20 "Merchants", decision 0069): the platform's super-operator lists every merchant,
 * creates one (its row, domains and registration rules through the one creation path the seed uses too, and its
 * first owner through the operator accounts, all in one transaction) and changes its configuration. Every change
 * is audited in the merchant's own trail and makes every instance drop its cached merchants.
 */
export function createMerchantOnboardingService(
  db: Db,
  deps: { audit: AuditService; operatorAccounts: OperatorAccountService; lobby?: LobbyCacheHooks },
) {
  const lobby = deps.lobby ?? localLobbyChanges();

  async function profiles(tx: Db, rows: readonly MerchantRow[]): Promise<MerchantProfile[]> {
    const [domains, customerService, resources] = await Promise.all([
      listAllDomains(tx),
      listAllCustomerService(tx),
      listAllResources(tx),
    ]);
    const parts: MerchantParts = {
      domains: groupBy(domains, (d) => d.domain),
      customerService: groupBy(customerService, (c) => ({
        csType: c.csType,
        csPosition: c.csPosition,
        title: c.title,
        url: c.url,
      })),
      resources: groupBy(resources, (r) => ({ resourceType: r.resourceType, url: r.url, labelNameEn: r.labelNameEn })),
    };
    return rows.map((row) => toProfile(row, parts));
  }

  async function profileOf(tx: Db, row: MerchantRow): Promise<MerchantProfile> {
    const [profile] = await profiles(tx, [row]);
    if (!profile) throw new Error('merchant profile not built');
    return profile;
  }

  /** The parts of a config that live beside the merchant's row: domains, customer service, resources. */
  async function writeParts(tx: Db, merchantId: number, config: MerchantConfigInput) {
    await replaceDomains(tx, merchantId, config.domains);
    await replaceCustomerService(tx, merchantId, config.customerService);
    await replaceResources(tx, merchantId, resourceRows(config));
  }

  return {
    async list(): Promise<MerchantProfile[]> {
      return profiles(db, await listMerchantRows(db));
    },

    async profile(code: string): Promise<MerchantProfile> {
      const row = await findMerchantByCode(db, code);
      if (!row) throw new DomainError('merchant_not_found');
      return profileOf(db, row);
    },

    async create(input: NewMerchantInput, actor: Actor): Promise<MerchantProfile> {
      const { code, owner, ...config } = input;
      try {
        const created = await db.transaction(async (tx) => {
          if (await findMerchantByCode(tx, code)) {
            throw new DomainError('merchant_code_taken', { fields: [{ field: 'code', reason: 'code_taken' }] });
          }
          await refuseTakenDomains(tx, config.domains, null);
          const row = await insertMerchant(tx, {
            code,
            isDefault: false,
            domains: config.domains,
            enabledModules: enabledModulesOf(moduleIds, config.modules),
            ...configColumns(config),
          });
          await replaceCustomerService(tx, row.id, config.customerService);
          await replaceResources(tx, row.id, resourceRows(config));
          const profile = await profileOf(tx, row);
          await deps.audit.record(tx, {
            merchantId: row.id,
            actor,
            action: 'merchant.created',
            target: `merchant:${code}`,
            before: null,
            after: audited(profile),
          });
          await deps.operatorAccounts.create(
            row.id,
            { ...owner, role: 'owner', allowedCidrs: [] },
            { ...actor, name: `${actor.name} (platform)` },
            tx,
          );
          return { row, profile };
        });
        lobby.changed(created.row.id);
        return created.profile;
      } catch (error) {
        // Two creations racing for one code or domain: the database's unique keys decide.
        if (isUniqueViolation(error)) {
          const key = `${(error as { constraint?: string }).constraint ?? ''} ${(error as Error).message}`;
          if (key.includes('merchant_domains')) {
            throw new DomainError('merchant_domain_taken', { fields: [{ field: 'domains', reason: 'domain_taken' }] });
          }
          throw new DomainError('merchant_code_taken', { fields: [{ field: 'code', reason: 'code_taken' }] });
        }
        throw error;
      }
    },

    async update(input: EndpointInput<typeof updatePlatformMerchant>, actor: Actor): Promise<MerchantProfile> {
      const { code, ...config } = input;
      const updated = await db
        .transaction(async (tx) => {
          const found = await findMerchantByCode(tx, code);
          const current = found && (await lockMerchant(tx, found.id));
          if (!current) throw new DomainError('merchant_not_found');
          await refuseTakenDomains(tx, config.domains, current.id);
          const before = await profileOf(tx, current);
          const row = await updateMerchantConfigRow(tx, current.id, {
            ...configColumns(config),
            enabledModules: enabledModulesOf(current.enabledModules, config.modules),
          });
          await writeParts(tx, current.id, config);
          const after = await profileOf(tx, row);
          await deps.audit.record(tx, {
            merchantId: current.id,
            actor,
            action: 'merchant.configured',
            target: `merchant:${code}`,
            before: audited(before),
            after: audited(after),
          });
          return { id: current.id, profile: after };
        })
        .catch((error: unknown) => {
          // Another merchant took one of the domains meanwhile: its primary key decides.
          if (isUniqueViolation(error)) {
            throw new DomainError('merchant_domain_taken', { fields: [{ field: 'domains', reason: 'domain_taken' }] });
          }
          throw error;
        });
      lobby.changed(updated.id);
      return updated.profile;
    },
  };
}

export type MerchantOnboardingService = ReturnType<typeof createMerchantOnboardingService>;
