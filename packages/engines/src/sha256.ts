import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

/**
 * SHA-256 (FIPS 180-4) of a message: @noble/hashes' audited, synchronous implementation, the same bytes in the
 * browser (the verification page) and in Node (the game server). Its tests check the library against the FIPS
 * vectors and node:crypto.
 */
export function sha256(message: Uint8Array): Uint8Array {
  return nobleSha256(message);
}
