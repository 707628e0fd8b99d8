import { moduleIds, siteThemes, type EndpointResult, type getSiteSettings } from '@ficha/contract';
import type { KycService } from '../kyc/kyc.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { RegionService } from '../region/region.service.ts';

/** A host as the merchant's domain list holds it: lowercase, without port or trailing dot. */
function plainHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The original client's site calls that answer from the merchant's settings (upstream-api §1.3, decision 0042):
 * consolidated settings, location, template, chat widget, app-domain check and KYC setting.
 */
export function createSiteService(deps: { merchants: MerchantService; region: RegionService; kyc: KycService }) {
  return {
    settings(merchant: Merchant): EndpointResult<typeof getSiteSettings> {
      return {
        merchantCode: merchant.code,
        merchantName: merchant.name,
        currency: merchant.currency,
        defaultLanguage: merchant.defaultLanguage,
        supportLanguages: merchant.supportLanguages,
        timeZone: merchant.timeZone,
        maintenance: merchant.maintenance,
        mainDomain: merchant.mainDomain,
        countries: merchant.countries,
        memberTypes: { agent: merchant.agentTypes, trial: merchant.trialTypes },
        modules: Object.fromEntries(moduleIds.map((id) => [id, merchant.enabledModules.has(id)])),
        kycRequired: merchant.kycRequired,
        siteTemplate: merchant.siteTemplate,
        defaultTheme: merchant.defaultTheme,
        imageCDNs: merchant.imageCdns,
        launchGameCDNs: merchant.launchGameCdns,
        analytics: { gtagId: merchant.gtagId },
      };
    },

    async location(merchant: Merchant, ip: string) {
      const region = await deps.region.decide(merchant, ip);
      return { ip, country: region.country, regionRestriction: region.blocked };
    },

    template(merchant: Merchant) {
      return {
        template: merchant.siteTemplate,
        brandName: merchant.name,
        defaultTheme: merchant.defaultTheme,
        themes: [...siteThemes],
      };
    },

    customerServiceScript(merchant: Merchant) {
      return { script: merchant.customerServiceScript };
    },

    /** Whether `host` (the request's, port dropped) is the merchant's main domain or one of its domain routes. */
    async checkAppDomain(merchant: Merchant, host: string) {
      const domain = plainHost(host);
      const routes = await deps.merchants.domainRoutes(merchant);
      const domains = new Set([merchant.mainDomain, ...routes.map((r) => r.domain)].map(plainHost));
      return { domain, isAppDomain: domains.has(domain) };
    },

    /**
     * Whether members must pass KYC: the merchant's switch, or a KYC rule that puts withdrawals behind a level
     * (decision 0049); the shape upstream-api §1.3 records.
     */
    async kycSetting(merchant: Merchant) {
      const rules = await deps.kyc.rules(merchant.id);
      const ruled = rules.withdrawalAboveMinor !== null || rules.lifetimeDepositsAboveMinor !== null;
      return { kycRequired: merchant.kycRequired || ruled };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
