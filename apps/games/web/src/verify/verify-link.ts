import type { RoundSettingsWire } from '@ficha/contract';

/** What the verification page can be opened with, from the fairness panel or a round's replay. */
export interface VerifyPrefill {
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  settings?: RoundSettingsWire;
}

export function verifyPageHref(prefill: VerifyPrefill): string {
  const query = new URLSearchParams();
  if (prefill.serverSeed) query.set('serverSeed', prefill.serverSeed);
  if (prefill.serverSeedHash) query.set('hash', prefill.serverSeedHash);
  if (prefill.clientSeed) query.set('clientSeed', prefill.clientSeed);
  if (prefill.nonce !== undefined) query.set('nonce', String(prefill.nonce));
  if (prefill.settings) query.set('settings', JSON.stringify(prefill.settings));
  const text = query.toString();
  return `/verify${text ? `?${text}` : ''}`;
}
