import { gameSessionHeader } from '../games-api.ts';
import type { LanguageCode } from '../languages.ts';
import { ApiError, createApiClient, type ApiClient } from './api-client.ts';

export interface GameSessionApi {
  /** Calls a provider's browser API; after the launch token is exchanged, with the session in its header. */
  api: ApiClient;
  setSessionToken: (token: string | null) => void;
  setWireLanguage: (code: LanguageCode) => void;
}

/**
 * The client of a provider page of ours (the game pages, the betting pages): every call names a contract
 * endpoint, in the page's language, with the game session in `x-game-session` once it is started.
 */
export function createGameSessionApi(): GameSessionApi {
  let sessionToken: string | null = null;
  let language: LanguageCode = 'ES';
  return {
    api: createApiClient({
      language: () => language,
      headers: (): Record<string, string> => (sessionToken ? { [gameSessionHeader]: sessionToken } : {}),
    }),
    setSessionToken: (token) => {
      sessionToken = token;
    },
    setWireLanguage: (code) => {
      language = code;
    },
  };
}

/** The text to show for a failed call: the envelope's translated message, else a generic one. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
