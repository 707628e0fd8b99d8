import { gamesApiEndpoints } from '@ficha/contract';
import { gamesApi } from '../lib/api.ts';

const exchanges = new Map<string, ReturnType<typeof exchange>>();
const exchange = (token: string) => gamesApi.call(gamesApiEndpoints.startSession, { token });

/**
 * Exchanges the one-use launch token for a game session, once per page load: a second render (React's
 * strict mode, a remount) shares the first call instead of spending the token again.
 */
export function startGameSession(token: string) {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = exchange(token);
    exchanges.set(token, pending);
  }
  return pending;
}
