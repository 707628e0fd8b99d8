import { localKeys, readLocal, writeLocal } from '../../lib/storage.ts';

/**
 * Codes a visitor arrives with (upstream-api §7.2 `reg_info`): an agent's affiliate code from `affiliateCode`
 * or `code`, a player's referral code from `referralCode` or `r`. They are kept so that registration later
 * in the visit still carries them.
 */
export interface RegistrationInfo {
  affiliateCode?: string;
  referralCode?: string;
}

const maxCodeLength = 32;

function cleanCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim();
  return code !== '' && code.length <= maxCodeLength ? code : undefined;
}

function compact(info: RegistrationInfo): RegistrationInfo {
  const out: RegistrationInfo = {};
  if (info.affiliateCode) out.affiliateCode = info.affiliateCode;
  if (info.referralCode) out.referralCode = info.referralCode;
  return out;
}

export function registrationInfoFromSearch(search: string): RegistrationInfo {
  const params = new URLSearchParams(search);
  return compact({
    affiliateCode: cleanCode(params.get('affiliateCode')) ?? cleanCode(params.get('code')),
    referralCode: cleanCode(params.get('referralCode')) ?? cleanCode(params.get('r')),
  });
}

export function parseRegistrationInfo(raw: string | null): RegistrationInfo {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (!parsed || typeof parsed !== 'object') return {};
    return compact({
      affiliateCode: cleanCode(parsed['affiliateCode']),
      referralCode: cleanCode(parsed['referralCode']),
    });
  } catch {
    return {};
  }
}

/** Codes in this URL win over those kept from earlier. */
export function mergeRegistrationInfo(kept: RegistrationInfo, fromUrl: RegistrationInfo): RegistrationInfo {
  return compact({ ...kept, ...fromUrl });
}

export function readRegistrationInfo(): RegistrationInfo {
  return parseRegistrationInfo(readLocal(localKeys.registrationInfo));
}

/** Stores the codes of a URL, if it has any. */
export function captureRegistrationInfo(search: string): void {
  const fromUrl = registrationInfoFromSearch(search);
  if (!fromUrl.affiliateCode && !fromUrl.referralCode) return;
  writeLocal(localKeys.registrationInfo, JSON.stringify(mergeRegistrationInfo(readRegistrationInfo(), fromUrl)));
}
