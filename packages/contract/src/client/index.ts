/** The typed API client: `createApiClient(options).call(endpoint, input)`. */
export { ApiError, createApiClient, type ApiClient, type ApiClientOptions } from './api-client.ts';
export { encryptPayload } from './encryption.ts';
export { createGameSessionApi, errorText, type GameSessionApi } from './game-session-api.ts';
