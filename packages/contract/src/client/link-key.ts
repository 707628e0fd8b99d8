import { fromBase64Url, toBase64Url } from '../base64url.ts';
import { sealedLinkContext } from '../sealed-links.ts';
import { pemToDer } from './encryption.ts';

const IV_BYTES = 12;

/** A WebCrypto key, typed from the runtime's own `crypto` (browsers and Node alike). */
type WebCryptoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

/** A link key of this client (decision 0079): the header that hands it to the server, and the key to open with. */
export interface LinkKey {
  /** `Link-Key: <keyId>.<base64url(RSA-OAEP-SHA256(key))>`. */
  header: string;
  /** The AES-256-GCM key, kept by WebCrypto unextractable; only this client can open what is sealed for it. */
  key: WebCryptoKey;
}

/** Makes a fresh link key and wraps it with the server's session public key (`GET /wps/session/key/rsa`). */
export async function createLinkKey(serverKey: { keyId: string; publicKey: string }): Promise<LinkKey> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey(
    'spki',
    pemToDer(serverKey.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, raw));
  const key = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  raw.fill(0);
  return { header: `${serverKey.keyId}.${toBase64Url(wrapped)}`, key };
}

/** Opens a link sealed for this client; null when it is empty, not sealed for this key, or altered. */
export async function openLink(key: WebCryptoKey, sealed: string): Promise<string | null> {
  if (sealed === '') return null;
  try {
    const bytes = new Uint8Array(fromBase64Url(sealed));
    if (bytes.length <= IV_BYTES + 16) return null;
    const plain = await globalThis.crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.slice(0, IV_BYTES),
        additionalData: new TextEncoder().encode(sealedLinkContext),
      },
      key,
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
