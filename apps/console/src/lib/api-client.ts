import { createApiClient } from '@ficha/contract/client';
import { readConsoleLanguage } from './console-language.ts';
import { readSessionToken } from './session-token.ts';

/** The console's one API client: same origin, operator token and language read on every call. */
export const apiClient = createApiClient({
  token: readSessionToken,
  language: readConsoleLanguage,
});
