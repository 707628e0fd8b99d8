import { moduleIds, type EndpointInput, type MerchantSettings, type updateMerchantSettings } from '@ficha/contract';
import { haveSameEntries, parseCidrList, parseCountryList } from './list-text.ts';
import { savedModules, type SettingsDraft } from './settings-draft.ts';

export type SettingsPatch = EndpointInput<typeof updateMerchantSettings>;

/** Only what differs from the saved settings; an empty object means nothing to save. */
export function buildSettingsPatch(saved: MerchantSettings, draft: SettingsDraft): SettingsPatch {
  const patch: SettingsPatch = {};
  if (draft.maintenance !== saved.maintenance) patch.maintenance = draft.maintenance;
  if (draft.agentsMayLockDownline !== saved.agentsMayLockDownline) {
    patch.agentsMayLockDownline = draft.agentsMayLockDownline;
  }
  if (draft.timeZone !== saved.timeZone) patch.timeZone = draft.timeZone;
  if (draft.customerServiceScript.trim() !== saved.customerServiceScript) {
    patch.customerServiceScript = draft.customerServiceScript.trim();
  }
  if (draft.siteTemplate.trim() !== saved.siteTemplate) patch.siteTemplate = draft.siteTemplate.trim();
  if (draft.defaultTheme !== saved.defaultTheme) patch.defaultTheme = draft.defaultTheme;
  if (draft.kycRequired !== saved.kycRequired) patch.kycRequired = draft.kycRequired;
  const licence = {
    authority: draft.licenceAuthority.trim(),
    number: draft.licenceNumber.trim(),
    url: draft.licenceUrl.trim(),
  };
  if (
    licence.authority !== saved.licence.authority ||
    licence.number !== saved.licence.number ||
    licence.url !== saved.licence.url
  ) {
    patch.licence = licence;
  }

  const countries = parseCountryList(draft.blockedCountriesText);
  if (!haveSameEntries(countries, parseCountryList(saved.blockedCountries.join('\n')))) {
    patch.blockedCountries = countries;
  }

  const cidrs = parseCidrList(draft.blockedCidrsText);
  if (!haveSameEntries(cidrs, parseCidrList(saved.blockedCidrs.join('\n')))) patch.blockedCidrs = cidrs;

  const shared = parseCidrList(draft.sharedLoginCidrsText);
  if (!haveSameEntries(shared, parseCidrList(saved.sharedLoginCidrs.join('\n')))) patch.sharedLoginCidrs = shared;

  const before = savedModules(saved);
  const modules: Partial<Record<string, boolean>> = {};
  for (const id of moduleIds) {
    if (draft.modules[id] !== before[id]) modules[id] = draft.modules[id];
  }
  if (Object.keys(modules).length > 0) patch.modules = modules;

  return patch;
}

export function hasChanges(patch: SettingsPatch): boolean {
  return Object.keys(patch).length > 0;
}
