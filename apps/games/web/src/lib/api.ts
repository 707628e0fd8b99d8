import { gameSessionHeader, type LanguageCode } from '@ficha/contract';
import { ApiError, createApiClient } from '@ficha/contract/client';

/**
 * The one client of the game server's browser API: every call names a contract endpoint
 * (`gamesApiEndpoints`). After the launch token is exchanged, the game session travels in its header.
 */
let sessionToken: string | null = null;
let language: LanguageCode = 'ES';

export const gamesApi = createApiClient({
  language: () => language,
  headers: (): Record<string, string> => (sessionToken ? { [gameSessionHeader]: sessionToken } : {}),
});

export function setSessionToken(token: string | null): void {
  sessionToken = token;
}

export function setWireLanguage(code: LanguageCode): void {
  language = code;
}

/** The text to show for a failed call: the envelope's translated message, else a generic one. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** A request id for a play call: unique per play, repeated only when the same play is retried. */
export const newRequestId = () => crypto.randomUUID();
