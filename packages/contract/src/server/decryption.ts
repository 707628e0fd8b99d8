import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import { fromBase64Url } from '../base64url.ts';
import { DomainError } from '../errors.ts';

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
