import { moduleIds, type MerchantSettings, type ModuleId, type SiteTheme } from '@ficha/contract';
import { formatList } from './list-text.ts';

/** The form's values: the lists as textarea text, every module's switch. */
export interface SettingsDraft {
  maintenance: boolean;
  agentsMayLockDownline: boolean;
  /** IANA zone of the merchant's days and periods (agent reports). */
  timeZone: string;
  blockedCountriesText: string;
  blockedCidrsText: string;
  sharedLoginCidrsText: string;
  modules: Record<ModuleId, boolean>;
  /** The player site: its chat widget, template, default theme and whether it requires KYC (decision 0042). */
  customerServiceScript: string;
  siteTemplate: string;
  defaultTheme: SiteTheme;
  kycRequired: boolean;
  /** The footer's licence line: regulator, licence number and where to check it (issue 13). */
  licenceAuthority: string;
  licenceNumber: string;
  licenceUrl: string;
}

/** A module missing from the saved settings counts as off. */
export function savedModules(saved: MerchantSettings): Record<ModuleId, boolean> {
  return Object.fromEntries(moduleIds.map((id) => [id, saved.modules[id] ?? false])) as Record<ModuleId, boolean>;
}

/** The saved settings as the form's values. */
export function settingsDraftOf(saved: MerchantSettings): SettingsDraft {
  return {
    maintenance: saved.maintenance,
    agentsMayLockDownline: saved.agentsMayLockDownline,
    timeZone: saved.timeZone,
    blockedCountriesText: formatList(saved.blockedCountries),
    blockedCidrsText: formatList(saved.blockedCidrs),
    sharedLoginCidrsText: formatList(saved.sharedLoginCidrs),
    modules: savedModules(saved),
    customerServiceScript: saved.customerServiceScript,
    siteTemplate: saved.siteTemplate,
    defaultTheme: saved.defaultTheme,
    kycRequired: saved.kycRequired,
    licenceAuthority: saved.licence.authority,
    licenceNumber: saved.licence.number,
    licenceUrl: saved.licence.url,
  };
}
