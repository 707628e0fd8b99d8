import { constants, createCipheriv, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { fromBase64Url, toBase64Url } from '../base64url.ts';
import { DomainError } from '../errors.ts';
import { sealedLinkContext } from '../sealed-links.ts';

const IV_BYTES = 12;

/**
 * The client's link key from its `Link-Key` header's wrapped part (RSA-OAEP-SHA256 under the session key pair,
 * decision 0079); anything but a 32-byte key is `request_body_required`, never a 500.
 */
export function unwrapLinkKey(privateKey: string | KeyObject, wrappedKey: string): Buffer {
  try {
    const key = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      fromBase64Url(wrappedKey),
    );
    if (key.length !== 32) throw new Error('bad key length');
    return key;
  } catch {
    throw new DomainError('request_body_required');
  }
}

/** A link sealed for the client holding `key`: `base64url(iv || AES-256-GCM(link) || tag)`, a fresh IV each. */
export function sealLink(key: Buffer, link: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(sealedLinkContext, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(link, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return toBase64Url(sealed);
}
