import { createGameSessionApi } from '@ficha/contract/client';

/**
 * The one client of the sportsbook's browser API (`sportsbookEndpoints`): after the launch token is exchanged,
 * the session travels in its header.
 */
const session = createGameSessionApi();

export const sportsApi = session.api;
export const { setSessionToken, setWireLanguage } = session;
export { errorText } from '@ficha/contract/client';
