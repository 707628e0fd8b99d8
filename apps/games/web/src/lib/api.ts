import { createGameSessionApi } from '@ficha/contract/client';

/**
 * The one client of the game server's browser API: every call names a contract endpoint
 * (`gamesApiEndpoints`). After the launch token is exchanged, the game session travels in its header.
 */
const session = createGameSessionApi();

export const gamesApi = session.api;
export const { setSessionToken, setWireLanguage } = session;
export { errorText } from '@ficha/contract/client';

/** A request id for a play call: unique per play, repeated only when the same play is retried. */
export const newRequestId = () => crypto.randomUUID();
