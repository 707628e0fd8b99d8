import type { SelectOption } from '@ficha/ui';

/**
 * The time zones the merchant can choose: UTC first, then every IANA zone this browser knows, and the saved zone
 * even when the browser's list lacks it (the server checks the choice; the list only offers what the runtime has).
 */
export function timeZoneOptions(saved: string): SelectOption[] {
  const zones = new Set<string>(['UTC', saved, ...Intl.supportedValuesOf('timeZone')]);
  return [...zones].map((zone) => ({ value: zone, label: zone }));
}
