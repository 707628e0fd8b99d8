import { moduleIds, type MerchantSettings, type ModuleId } from '@ficha/contract';
import { formatList } from './list-text.ts';

/** What the operator touched; anything untouched shows the server's current value. */
export interface SettingsEdits {
  maintenance?: boolean;
  blockedCountriesText?: string;
  blockedCidrsText?: string;
  sharedLoginCidrsText?: string;
  modules?: Partial<Record<ModuleId, boolean>>;
}

/** The form's values: the saved settings with the edits on top. */
export interface SettingsDraft {
  maintenance: boolean;
  blockedCountriesText: string;
  blockedCidrsText: string;
  sharedLoginCidrsText: string;
  modules: Record<ModuleId, boolean>;
}

/** A module missing from the saved settings counts as off. */
export function savedModules(saved: MerchantSettings): Record<ModuleId, boolean> {
  return Object.fromEntries(moduleIds.map((id) => [id, saved.modules[id] ?? false])) as Record<ModuleId, boolean>;
}

export function applyEdits(saved: MerchantSettings, edits: SettingsEdits): SettingsDraft {
  return {
    maintenance: edits.maintenance ?? saved.maintenance,
    blockedCountriesText: edits.blockedCountriesText ?? formatList(saved.blockedCountries),
    blockedCidrsText: edits.blockedCidrsText ?? formatList(saved.blockedCidrs),
    sharedLoginCidrsText: edits.sharedLoginCidrsText ?? formatList(saved.sharedLoginCidrs),
    modules: { ...savedModules(saved), ...edits.modules },
  };
}
