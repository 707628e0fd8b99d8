import { createHmac, timingSafeEqual } from 'node:crypto';
import { signedRequestMaxAgeMs } from '../seamless.ts';

/** Hex HMAC-SHA256 of the raw payload (body, or query string for a GET). */
export function signPayload(secret: string, raw: string): string {
  return createHmac('sha256', secret).update(raw, 'utf8').digest('hex');
}

export function verifySignature(secret: string, raw: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signPayload(secret, raw), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function isFresh(timestampMs: number, nowMs: number = Date.now()): boolean {
  return Math.abs(nowMs - timestampMs) <= signedRequestMaxAgeMs;
}
