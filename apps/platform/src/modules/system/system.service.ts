import { z } from 'zod';
import { buildWhitelabelTree, getSystemStatus, type LanguageCode, type SystemStatus } from '@ficha/contract';
import { composeAnswer, prepareField, sealLink, type PreparedAnswer } from '@ficha/contract/server';
import type { LobbyCacheHooks } from '../../cache/lobby-changes.ts';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import { merchantLogoUrl } from '../merchants/merchant-logos.ts';
import type { ContentService } from '../content/content.service.ts';
import type { PaymentChannelService } from '../deposits/payment-channels.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { RegionService } from '../region/region.service.ts';
import { dialingCodes } from './countries.ts';

type SiteInfo = SystemStatus['info'];

/** The merchant's customer-service entries with each link sealed for the client's key (an empty one stays so). */
function sealedFor(linkKey: Buffer, info: SiteInfo): SiteInfo['customerService'] {
  return info.customerService.map((c) => ({ ...c, path: c.path === '' ? '' : sealLink(linkKey, c.path) }));
}

/** Content edits reach the status payload within this time; a merchant settings change at once (new updatedAt). */
const siteInfoTtlMs = 5000;

/** The start-up permission payload and the other system calls of SPEC §7.1. */
export function createSystemService(deps: {
  merchants: MerchantService;
  content: ContentService;
  region: RegionService;
  lobby: LobbyCacheHooks;
  paymentChannels: Pick<PaymentChannelService, 'enabledKinds'>;
}) {
  /**
   * A merchant's status `info`, checked once: the object, and its wire JSON bytes for a visitor without a link key
   * (customer-service paths empty), the same for every such visitor.
   */
  const siteInfo = createTtlCache<{ info: SiteInfo; unsealedJson: Buffer }>(siteInfoTtlMs);
  deps.lobby.onChange(() => siteInfo.clear());

  async function loadSiteInfo(merchant: Merchant): Promise<SiteInfo> {
    const [customerService, resources, domainRoute, register, paymentMethods] = await Promise.all([
      deps.content.customerService(merchant),
      deps.content.resources(merchant),
      deps.merchants.domainRoutes(merchant),
      deps.merchants.registrationRules(merchant),
      deps.paymentChannels.enabledKinds(merchant.id),
    ]);
    return {
      merchantCode: merchant.code,
      merchantName: merchant.name,
      defaultLanguage: merchant.defaultLanguage,
      supportLanguages: merchant.supportLanguages,
      currency: merchant.currency,
      customerService,
      domainRoute,
      resources,
      whitelabel: buildWhitelabelTree(merchant.enabledModules),
      register,
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      memberTypes: { agent: merchant.agentTypes, trial: merchant.trialTypes },
      licence: merchant.licence.authority ? merchant.licence : null,
      paymentMethods,
      brand: {
        theme: merchant.brandTheme,
        logoUrl: merchant.logoFile ? merchantLogoUrl(merchant.logoFile) : null,
      },
      agentSupportHours: merchant.agentSupportHours && { ...merchant.agentSupportHours, timeZone: merchant.timeZone },
      timeZone: merchant.timeZone,
    };
  }

  return {
    /**
     * The status answer: the visitor's own fields checked per request, the merchant's `info` prepared once. The
     * customer-service paths (SPEC §3 "path (encrypted)", decision 0079) are sealed for the client's link key, or
     * empty without one.
     */
    async status(
      merchant: Merchant,
      ip: string,
      linkKey: Buffer | null = null,
    ): Promise<PreparedAnswer<typeof getSystemStatus>> {
      const [region, prepared] = await Promise.all([
        deps.region.decide(merchant, ip),
        siteInfo.get(`${merchant.id}:${merchant.updatedAt.getTime()}`, async () => {
          const info = z.parse(getSystemStatus.response.shape.info, await loadSiteInfo(merchant));
          const unsealed = { ...info, customerService: info.customerService.map((c) => ({ ...c, path: '' })) };
          return { info, unsealedJson: prepareField(getSystemStatus, 'info', unsealed) };
        }),
      ]);
      // Only the paths change per client, each a string as checked: the rest is the info checked once.
      const infoJson = linkKey
        ? Buffer.from(JSON.stringify({ ...prepared.info, customerService: sealedFor(linkKey, prepared.info) }))
        : prepared.unsealedJson;
      // spec: §4 "App start" — maintenance wins over region restriction.
      const status: SystemStatus['status'] = merchant.maintenance ? 1 : region.blocked ? 2 : 0;
      const visitor = {
        maintenance: merchant.maintenance,
        regionRestriction: region.blocked,
        status,
        location: { ip, country: region.country },
      };
      return composeAnswer(getSystemStatus, visitor, 'info', infoJson);
    },

    whitelabel(merchant: Merchant) {
      return buildWhitelabelTree(merchant.enabledModules);
    },

    countries(merchant: Merchant) {
      const allowed = new Set(merchant.countries);
      return dialingCodes.filter((c) => allowed.size === 0 || allowed.has(c.countryCode));
    },

    helpCenter(merchant: Merchant, language: LanguageCode, device: string) {
      return deps.content.helpCenter(merchant, language, device);
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
