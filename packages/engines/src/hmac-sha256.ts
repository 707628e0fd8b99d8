import { sha256 } from './sha256.ts';

const blockBytes = 64;

/** HMAC-SHA256 (RFC 2104) over the pure-TypeScript SHA-256; returns the 32-byte tag. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  // A key longer than a block is hashed first; a shorter one is padded with zeros.
  const blockKey = new Uint8Array(blockBytes);
  blockKey.set(key.length > blockBytes ? sha256(key) : key);
  const inner = new Uint8Array(blockBytes + message.length);
  const outer = new Uint8Array(blockBytes + 32);
  for (let i = 0; i < blockBytes; i++) {
    inner[i] = blockKey[i]! ^ 0x36;
    outer[i] = blockKey[i]! ^ 0x5c;
  }
  inner.set(message, blockBytes);
  outer.set(sha256(inner), blockBytes);
  return sha256(outer);
}
