/** Server side of the contract: the Fastify binding, decryption, signatures and the OpenAPI document. */
export {
  checkFreshness,
  decryptPayload,
  parseEncryptionHeader,
  sealedPayloadWindowMs,
  type FreshPayload,
} from './decryption.ts';
export { renderDocsPage } from './docs-page.ts';
export { sealLink, unwrapLinkKey } from './link-sealing.ts';
export { fieldErrorsFromZod } from './field-errors.ts';
/** The error message in any language the servers answer in (the root export knows only the bundled two). */
export { errorMessage } from '../messages/index.ts';
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
export { composeAnswer, PreparedAnswer, prepareAnswer, prepareField } from './prepared-answer.ts';
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
