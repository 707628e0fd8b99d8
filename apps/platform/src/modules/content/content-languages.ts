import { languageCodes, type ContentLanguages, type LanguageCode } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { readMerchantLanguages } from './console-help.queries.ts';

const isLanguageCode = (code: string): code is LanguageCode => (languageCodes as readonly string[]).includes(code);

/**
 * The languages the content editors check an item against (decision 0088): the merchant's default one, whose
 * text the site shows in place of a missing one, and every language it offers, in the wire order.
 */
export async function contentLanguagesOf(db: Db, merchantId: number): Promise<ContentLanguages> {
  const row = await readMerchantLanguages(db, merchantId);
  const offered = new Set(row?.supportLanguages ?? []);
  const defaultLanguage = row && isLanguageCode(row.defaultLanguage) ? row.defaultLanguage : 'ES';
  return {
    defaultLanguage,
    supportLanguages: languageCodes.filter((code) => offered.has(code) || code === defaultLanguage),
  };
}
