import type { LanguageCode } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MerchantRow } from '../../db/schema/index.ts';
import { insertMerchantRow, insertRegisterRules, replaceDomains } from './merchant-onboarding.queries.ts';

/**
 * The registration field rules a merchant starts with (SPEC §3): [field, enabled, required, patternId, min, max].
 * Username, password and captcha on and required; email, mobile and affiliate code on and optional.
 */
export const defaultRegisterRules: ReadonlyArray<readonly [string, boolean, boolean, number, number, number]> = [
  ['username', true, true, 1, 6, 16],
  ['password', true, true, 5, 6, 20],
  ['email', true, false, 3, 5, 64],
  ['mobileNum', true, false, 6, 8, 15],
  ['captcha', true, true, 4, 4, 4],
  ['affiliateCode', true, false, 4, 4, 16],
  ['payeeName', false, false, 18, 3, 64],
  ['paymentPassword', false, false, 6, 6, 6],
  ['qqNum', false, false, 6, 5, 12],
  ['line', false, false, 9, 3, 32],
  ['whatsapp', false, false, 6, 8, 15],
  ['facebook', false, false, 9, 3, 64],
  ['wechat', false, false, 9, 3, 32],
  ['idNumber', false, false, 4, 6, 20],
  ['recommenderId', false, false, 4, 4, 16],
];

export interface NewMerchant {
  code: string;
  name: string;
  isDefault: boolean;
  defaultLanguage: LanguageCode;
  supportLanguages: readonly LanguageCode[];
  currency: string;
  timeZone: string;
  /** The first is the main domain; each one resolves to the merchant. */
  domains: readonly string[];
  enabledModules: readonly string[];
  brandColour?: string | null;
  onBrandColour?: string | null;
  agentSupportFrom?: string | null;
  agentSupportTo?: string | null;
  licence?: { authority: string; number: string; url: string };
}

/**
 * The one way a merchant comes into being (the demo seed and the platform's onboarding, decision 0069): its row,
 * its domains and its registration rules, inside the caller's transaction. Ledger accounts are not made here:
 * every account is opened by its first posting (`ledger_account_id`, `findOrCreateAccount`), for a new merchant as
 * for the seeded one.
 */
export async function insertMerchant(tx: Db, input: NewMerchant): Promise<MerchantRow> {
  const row = await insertMerchantRow(tx, {
    code: input.code,
    name: input.name,
    defaultLanguage: input.defaultLanguage,
    supportLanguages: [...input.supportLanguages],
    currency: input.currency,
    timeZone: input.timeZone,
    maintenance: false,
    blockedCountries: [],
    blockedCidrs: [],
    enabledModules: [...input.enabledModules],
    mainDomain: input.domains[0] ?? '',
    imageCdns: [],
    launchGameCdns: [],
    gtagId: null,
    agentTypes: [1, 2, 41, 42],
    trialTypes: [4],
    countries: [],
    isDefault: input.isDefault,
    brandColour: input.brandColour ?? null,
    onBrandColour: input.onBrandColour ?? null,
    agentSupportFrom: input.agentSupportFrom ?? null,
    agentSupportTo: input.agentSupportTo ?? null,
    ...(input.licence
      ? {
          licenceAuthority: input.licence.authority,
          licenceNumber: input.licence.number,
          licenceUrl: input.licence.url,
        }
      : {}),
  });
  await replaceDomains(tx, row.id, input.domains);
  await insertRegisterRules(
    tx,
    defaultRegisterRules.map(([field, enabled, required, patternId, minLength, maxLength]) => ({
      merchantId: row.id,
      field,
      enabled,
      required,
      patternId,
      minLength,
      maxLength,
    })),
  );
  return row;
}
