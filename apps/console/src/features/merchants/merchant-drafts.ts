import {
  moduleIds,
  type createPlatformMerchant,
  type EndpointInput,
  type MerchantProfile,
  type ModuleId,
} from '@ficha/contract';

/**
 * A merchant's configuration as the console's form holds it (decision 0069): text lines for lists, a switch for
 * the optional brand colours and support hours, a switch per module. `requestOf` turns it into the request body the
 * contract checks; the form shows the contract's problems beside the part of the form they are about.
 */
export interface MerchantDraft {
  code: string;
  name: string;
  /** One domain a line; the first is the main domain. */
  domains: string;
  defaultLanguage: string;
  supportLanguages: string[];
  currency: string;
  timeZone: string;
  theme: { isOwn: boolean; brandColour: string; onBrandColour: string };
  /** One entry a line: `TYPE | position | title | https://…`. */
  customerService: string;
  /** One link a line: `TYPE | label | https://…`. */
  resources: string;
  appLinks: { android: string; ios: string };
  agentSupportHours: { isStated: boolean; from: string; to: string };
  modules: Record<ModuleId, boolean>;
  owner: { username: string; displayName: string; password: string };
}

export type MerchantRequest = EndpointInput<typeof createPlatformMerchant>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const cells = (line: string) => line.split('|').map((cell) => cell.trim());

/** The empty form of a new merchant: English and Spanish, USD, UTC, every module on. */
export function newMerchantDraft(): MerchantDraft {
  return {
    code: '',
    name: '',
    domains: '',
    defaultLanguage: 'EN',
    supportLanguages: ['EN', 'ES'],
    currency: 'USD',
    timeZone: 'UTC',
    theme: { isOwn: false, brandColour: '#1d4ed8', onBrandColour: '#ffffff' },
    customerService: '',
    resources: '',
    appLinks: { android: '', ios: '' },
    agentSupportHours: { isStated: false, from: '09:00', to: '21:00' },
    modules: Object.fromEntries(moduleIds.map((id) => [id, true])) as Record<ModuleId, boolean>,
    owner: { username: '', displayName: '', password: '' },
  };
}

/** The form of a merchant as it is. */
export function draftOf(profile: MerchantProfile): MerchantDraft {
  return {
    ...newMerchantDraft(),
    code: profile.code,
    name: profile.name,
    domains: profile.domains.join('\n'),
    defaultLanguage: profile.defaultLanguage,
    supportLanguages: [...profile.supportLanguages],
    currency: profile.currency,
    timeZone: profile.timeZone,
    theme: profile.theme
      ? { isOwn: true, ...profile.theme }
      : { isOwn: false, brandColour: '#1d4ed8', onBrandColour: '#ffffff' },
    customerService: profile.customerService
      .map((entry) => [entry.csType, entry.csPosition, entry.title, entry.url].join(' | '))
      .join('\n'),
    resources: profile.resources.map((r) => [r.resourceType, r.label, r.url].join(' | ')).join('\n'),
    appLinks: { ...profile.appLinks },
    agentSupportHours: profile.agentSupportHours
      ? { isStated: true, ...profile.agentSupportHours }
      : { isStated: false, from: '09:00', to: '21:00' },
    modules: Object.fromEntries(moduleIds.map((id) => [id, profile.modules[id] ?? false])) as Record<ModuleId, boolean>,
  };
}

/** The request body of a draft (the owner only when creating); the contract's schema checks it. */
export function requestOf(draft: MerchantDraft): MerchantRequest {
  return {
    code: draft.code,
    name: draft.name,
    domains: lines(draft.domains),
    defaultLanguage: draft.defaultLanguage as MerchantRequest['defaultLanguage'],
    supportLanguages: draft.supportLanguages as MerchantRequest['supportLanguages'],
    currency: draft.currency as MerchantRequest['currency'],
    timeZone: draft.timeZone,
    theme: draft.theme.isOwn
      ? { brandColour: draft.theme.brandColour.trim(), onBrandColour: draft.theme.onBrandColour.trim() }
      : null,
    customerService: lines(draft.customerService).map((line) => {
      const [csType = '', position = '', title = '', url = ''] = cells(line);
      return { csType, csPosition: Number(position), title, url };
    }),
    resources: lines(draft.resources).map((line) => {
      const [resourceType = '', label = '', url = ''] = cells(line);
      return { resourceType, label, url };
    }),
    appLinks: { android: draft.appLinks.android.trim(), ios: draft.appLinks.ios.trim() },
    agentSupportHours: draft.agentSupportHours.isStated
      ? { from: draft.agentSupportHours.from, to: draft.agentSupportHours.to }
      : null,
    modules: draft.modules,
    owner: draft.owner,
  };
}
