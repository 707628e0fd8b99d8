import { toBase64Url } from '../base64url.ts';
import type { SealedPayload } from '../sealed-payload.ts';

/**
 * Encrypts a payload for an encrypted call (ARCHITECTURE.md "Wire contract"): a fresh AES-256-GCM key and
 * 12-byte IV per request, the key wrapped with RSA-OAEP-SHA256 under the server's public key. The payload is
 * sealed with a fresh 128-bit nonce and `timestamp` (by default now; the API client passes the server's clock).
 * Works with WebCrypto in browsers and in Node.
 */
export async function encryptPayload(
  key: { keyId: string; publicKey: string },
  payload: unknown,
  options: { timestamp?: number } = {},
): Promise<{ header: string; body: { value: string } }> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey('spki', pemToDer(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aesRaw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aesKey = await subtle.importKey('raw', aesRaw, { name: 'AES-GCM' }, false, ['encrypt']);
  const sealedPayload: SealedPayload = {
    nonce: toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16))),
    timestamp: Math.round(options.timestamp ?? Date.now()),
    payload,
  };
  const sealed = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(sealedPayload))),
  );
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, aesRaw));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv, 0);
  value.set(sealed, iv.length);
  return { header: `${key.keyId}.${toBase64Url(wrapped)}`, body: { value: toBase64Url(value) } };
}

/** The DER bytes of an SPKI public key in PEM. */
export function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out.buffer;
}
