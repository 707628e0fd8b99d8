import { z } from 'zod';

/**
 * The seamless-wallet protocol between the platform and game servers (ARCHITECTURE.md "Seamless wallet").
 * Every call is signed: header `X-Provider` names the caller, `X-Signature` is the hex HMAC-SHA256 of the
 * raw body (for a GET, of the raw query string) under the shared secret. The signed payload carries
 * `requestId` and `timestamp` (ms); a call older than five minutes is refused.
 */
export const signatureHeaders = { provider: 'x-provider', signature: 'x-signature' } as const;

export const signedRequestMaxAgeMs = 5 * 60_000;

export const signedEnvelopeFields = {
  requestId: z.string().min(8).max(64),
  timestamp: z.number().int().positive(),
};

export const rgsGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  category: z.string(),
  iconUrl: z.string().nullable(),
  rtpBasisPoints: z.number().int().nullable(),
  demoAvailable: z.boolean(),
});

export const rgsCatalogSchema = z.object({
  provider: z.string(),
  games: z.array(rgsGameSchema),
});

export type RgsCatalog = z.infer<typeof rgsCatalogSchema>;

/** Query of the signed catalog call `GET <baseUrl>/rgs/v1/games`. */
export const rgsCatalogQuerySchema = z.strictObject({
  requestId: signedEnvelopeFields.requestId,
  timestamp: z.coerce.number().int().positive(),
});

export const rgsPaths = { games: '/rgs/v1/games', launch: '/rgs/v1/launch' } as const;
