import { gameSessionHeader, lotteryEndpoints, type LanguageCode } from '@ficha/contract';
import { ApiError, createApiClient } from '@ficha/contract/client';

/**
 * The betting page's one client of the lottery (`lotteryEndpoints`): after the launch token is exchanged, the
 * game session travels in its header.
 */
let sessionToken: string | null = null;
let language: LanguageCode = 'ES';

export const lotteryApi = createApiClient({
  language: () => language,
  headers: (): Record<string, string> => (sessionToken ? { [gameSessionHeader]: sessionToken } : {}),
});

export function setWireLanguage(code: LanguageCode): void {
  language = code;
}

const exchanges = new Map<string, ReturnType<typeof exchange>>();
async function exchange(token: string) {
  const session = await lotteryApi.call(lotteryEndpoints.startSession, { token });
  sessionToken = session.sessionToken;
  return session;
}

/** Exchanges the one-use launch token once per page load (a remount shares the first call). */
export function startLotterySession(token: string) {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = exchange(token);
    exchanges.set(token, pending);
  }
  return pending;
}

/** The text to show for a failed call: the envelope's translated message, else a generic one. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
