import { z } from 'zod';

/**
 * What an encrypted call seals (decision 0020): the endpoint's payload with a random nonce (128 bits,
 * base64url) and the time it was sealed (ms, the server's clock as the key answer gave it). The server refuses
 * a nonce it has seen and a timestamp outside its window, so a captured request cannot be sent again.
 */
export const sealedPayloadSchema = z.strictObject({
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  timestamp: z.number().int().positive(),
  payload: z.unknown(),
});

export type SealedPayload = z.infer<typeof sealedPayloadSchema>;
