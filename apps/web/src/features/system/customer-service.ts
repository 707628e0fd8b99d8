import type { SystemStatus } from '@ficha/contract';
import { openExternal, toSafeExternalUrl } from '../../lib/external-url.ts';

export type CustomerServiceEntry = SystemStatus['info']['customerService'][number];

/** upstream-api §3.1: customer service opens in a window named `service`, 440×750. */
export const serviceWindow = { name: 'service', features: 'width=440,height=750' } as const;

/** The entry the maintenance and blocked pages open: the first one that has a usable link. */
export function primaryCustomerService(entries: readonly CustomerServiceEntry[]): CustomerServiceEntry | undefined {
  return entries.find((entry) => toSafeExternalUrl(entry.path) !== null);
}

/** Entries with a usable link, in the order of their menu position (`csPosition`). */
export function customerServiceByPosition(entries: readonly CustomerServiceEntry[]): CustomerServiceEntry[] {
  return entries.filter((entry) => toSafeExternalUrl(entry.path) !== null).sort((a, b) => a.csPosition - b.csPosition);
}

export function openCustomerService(entry: CustomerServiceEntry): void {
  const url = toSafeExternalUrl(entry.path);
  if (url) openExternal(url, serviceWindow.name, serviceWindow.features);
}
