import { createHmacSha256 } from './hmac-sha256.ts';

/** The three inputs of a provably-fair round: revealed server seed, player's client seed, round counter. */
export interface RngSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface SeededRng {
  /** A float in [0, 1) with 52 random bits. */
  nextFloat(): number;
  /** An integer in [0, maxExclusive), without modulo bias; maxExclusive is an integer in [1, 2^52]. */
  nextInt(maxExclusive: number): number;
}

const bytesPerDraw = 8;
const twoPow20 = 0x10_0000;
const twoPow52 = 2 ** 52;

/**
 * A deterministic random stream for provably-fair games. The bytes are the concatenation of
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2…; each
 * draw takes the next 8 bytes, reads them as a big-endian 64-bit integer and keeps its first (most
 * significant) 52 bits: draw = uint64 >> 12. A tag holds 4 draws. Anyone holding the three seeds can replay a
 * round with any HMAC-SHA256 implementation.
 */
export function createSeededRng(seeds: RngSeeds): SeededRng {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError(`nonce must be a non-negative safe integer, got ${seeds.nonce}`);
  }
  const encoder = new TextEncoder();
  const tagOf = createHmacSha256(encoder.encode(seeds.serverSeed));
  let cursor = 0;
  let block: DataView = new DataView(new ArrayBuffer(0));
  let offset = 0;

  /** The next draw as an integer in [0, 2^52). */
  const nextBits = (): number => {
    if (offset >= block.byteLength) {
      const tag = tagOf(encoder.encode(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`));
      block = new DataView(tag.buffer, tag.byteOffset, tag.byteLength);
      cursor += 1;
      offset = 0;
    }
    // The 8 bytes as a big-endian 64-bit integer, shifted right by 12: its first 52 bits.
    const high32 = block.getUint32(offset);
    const low20 = block.getUint32(offset + 4) >>> 12;
    offset += bytesPerDraw;
    return high32 * twoPow20 + low20;
  };

  return {
    nextFloat: () => nextBits() / twoPow52,
    nextInt(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > twoPow52) {
        throw new RangeError(`maxExclusive must be an integer in [1, 2^52], got ${maxExclusive}`);
      }
      // Draws at or above the largest multiple of maxExclusive would favour the low results: redraw them.
      const limit = twoPow52 - (twoPow52 % maxExclusive);
      for (;;) {
        const bits = nextBits();
        if (bits < limit) return bits % maxExclusive;
      }
    },
  };
}
