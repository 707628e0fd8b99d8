import { createApiClient } from '@ficha/contract/client';
import { z } from 'zod';
import { localKeys, readLocal, readSessionToken } from './storage.ts';
import { readWireLanguage } from './language.ts';

// The site's policy allows no `eval` (script-src 'self'): zod parses without compiling code, and never probes
// `new Function`, which the browser would report as a policy violation.
z.config({ jitless: true });

/** The one API client of the player site; every call goes through it with a contract endpoint. */
export const apiClient = createApiClient({
  merchant: () => readLocal(localKeys.merchantCode),
  token: readSessionToken,
  language: readWireLanguage,
});
