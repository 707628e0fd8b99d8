import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import { fromBase64Url } from '../base64url.ts';
import { DomainError } from '../errors.ts';
import { sealedPayloadSchema } from '../sealed-payload.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Splits `Encryption: <keyId>.<base64url(wrapped key)>`; a malformed header is `request_body_required`. */
export function parseEncryptionHeader(header: string | undefined): { keyId: string; wrappedKey: string } {
  const match = header ? /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,2048})$/.exec(header) : null;
  if (!match) throw new DomainError('request_body_required');
  return { keyId: match[1] ?? '', wrappedKey: match[2] ?? '' };
}

/**
 * Opens an encrypted body with the RSA private key (PEM, or a key object parsed once); any failure is
 * `request_body_required`, never a 500.
 */
export function decryptPayload(privateKey: string | KeyObject, wrappedKey: string, value: string): unknown {
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      fromBase64Url(wrappedKey),
    );
    if (aesKey.length !== 32) throw new Error('bad key length');
    const sealed = fromBase64Url(value);
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('too short');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new DomainError('request_body_required');
  }
}

/** How far the timestamp sealed in an encrypted payload may be from the server's clock (decision 0020). */
export const sealedPayloadWindowMs = 2 * 60_000;

/** A fresh sealed payload: the endpoint's payload, its nonce and when the nonce may be forgotten. */
export interface FreshPayload {
  nonce: string;
  /** After this the timestamp is stale, so a replay is refused without the nonce. */
  forgetAt: Date;
  payload: unknown;
}

/**
 * Checks the nonce and timestamp an opened payload was sealed with: a payload without them (not sealed by the
 * contract client) is `request_body_required`; a timestamp further than the window from now is
 * `request_replayed`. Whether the nonce was seen before is the caller's (shared) replay cache's question.
 */
export function checkFreshness(opened: unknown, nowMs: number, windowMs: number = sealedPayloadWindowMs): FreshPayload {
  const sealed = sealedPayloadSchema.safeParse(opened);
  if (!sealed.success) throw new DomainError('request_body_required');
  const { nonce, timestamp, payload } = sealed.data;
  if (Math.abs(nowMs - timestamp) > windowMs) throw new DomainError('request_replayed');
  return { nonce, forgetAt: new Date(timestamp + windowMs), payload };
}
