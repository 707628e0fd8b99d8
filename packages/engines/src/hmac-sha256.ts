import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * HMAC-SHA256 (RFC 2104) with a fixed key, from @noble/hashes: the key is mixed in once and each tag clones that
 * keyed state, so a tag costs only the message's blocks and one outer block. Returns a function giving the
 * 32-byte tag.
 */
export function createHmacSha256(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const keyed = hmac.create(sha256, key);
  return (message) => keyed.clone().update(message).digest();
}

/** HMAC-SHA256 (RFC 2104) of one message; returns the 32-byte tag. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(sha256, key, message);
}
