/** Server side of the contract: the Fastify binding, decryption, signatures and the OpenAPI document. */
export {
  checkFreshness,
  decryptPayload,
  parseEncryptionHeader,
  sealedPayloadWindowMs,
  type FreshPayload,
} from './decryption.ts';
export { renderDocsPage } from './docs-page.ts';
export { fieldErrorsFromZod } from './field-errors.ts';
export {
  installContractHttp,
  requestLanguage,
  type CallerResolver,
  type CallerResolvers,
  type ContractHttpOptions,
  type EndpointBinder,
  type EndpointHandler,
} from './http.ts';
export { buildOpenApiDocument } from './openapi.ts';
export { isFresh, signPayload, verifySignature } from './signature.ts';
export { signedCaller, type SignedCaller, type SignedCallerOptions } from './signed-caller.ts';
export {
  conformanceMinimumBalance,
  runSeamlessConformance,
  type ConformanceOptions,
  type ConformanceResult,
} from './seamless-conformance.ts';
export {
  createSeamlessClient,
  type SeamlessAnswer,
  type SeamlessClient,
  type SeamlessClientOptions,
} from './seamless-client.ts';
export { runMigrations } from './migrations.ts';
export { openSqlConnection, type OpenSqlOptions, type SqlConnection } from './sql-connection.ts';
export { serverOptions, trustProxySetting } from './fastify-options.ts';
export {
  baseCspDirectives,
  contentSecurityPolicy,
  installSecurityHeaders,
  type CspDirectives,
} from './security-headers.ts';
export { healthRoutes } from './health.ts';
export { installMetrics } from './metrics.ts';
export { openTestDatabase } from './test-database.ts';
export { sendRawHttp, type RawHttpAnswer } from './raw-http.ts';
export { routerErrorProbes, type RouterErrorProbe } from './router-error-probes.ts';
export { parseEnvironment } from './environment.ts';
