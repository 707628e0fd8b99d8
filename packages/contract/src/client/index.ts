/** The typed API client: `createApiClient(options).call(endpoint, input)`. */
export { ApiError, createApiClient, type ApiClient, type ApiClientOptions, type CallOptions } from './api-client.ts';
export { encryptPayload } from './encryption.ts';
export { createLinkKey, openLink, type LinkKey } from './link-key.ts';
export { createGameSessionApi, errorText, type GameSessionApi } from './game-session-api.ts';
