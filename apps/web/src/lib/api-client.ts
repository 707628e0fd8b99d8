import { createApiClient } from '@ficha/contract/client';
import { localKeys, readLocal, readSessionToken } from './storage.ts';
import { readWireLanguage } from './language.ts';

/** The one API client of the player site; every call goes through it with a contract endpoint. */
export const apiClient = createApiClient({
  merchant: () => readLocal(localKeys.merchantCode),
  token: readSessionToken,
  language: readWireLanguage,
});
