import { sha256, sha256Compress, sha256Finish, sha256InitialState } from './sha256.ts';

const blockBytes = 64;

/**
 * HMAC-SHA256 (RFC 2104) with a fixed key: the key's inner and outer pads are hashed once, so each tag
 * costs only the message's blocks and one outer block. Returns a function giving the 32-byte tag.
 */
export function createHmacSha256(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  // A key longer than a block is hashed first; a shorter one is padded with zeros.
  const blockKey = new Uint8Array(blockBytes);
  blockKey.set(key.length > blockBytes ? sha256(key) : key);
  const innerPad = new Uint8Array(blockBytes);
  const outerPad = new Uint8Array(blockBytes);
  for (let i = 0; i < blockBytes; i++) {
    innerPad[i] = blockKey[i]! ^ 0x36;
    outerPad[i] = blockKey[i]! ^ 0x5c;
  }
  const innerState = sha256InitialState();
  sha256Compress(innerState, new DataView(innerPad.buffer), 0);
  const outerState = sha256InitialState();
  sha256Compress(outerState, new DataView(outerPad.buffer), 0);
  return (message) => sha256Finish(outerState, blockBytes, sha256Finish(innerState, blockBytes, message));
}

/** HMAC-SHA256 (RFC 2104) over the pure-TypeScript SHA-256; returns the 32-byte tag. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return createHmacSha256(key)(message);
}
