import type { RngSeeds } from '../seeded-rng.ts';
import { sha256 } from '../sha256.ts';

/**
 * The provably-fair seed pair of one player and game, as the game server keeps it. The server seed stays
 * secret while in use; the player sees only its SHA-256 commitment, chooses the client seed, and each
 * round takes the next nonce (0, 1, 2…). Rotating reveals the server seed so every past round can be
 * recomputed, and commits a fresh one.
 */
export interface SeedPair {
  readonly serverSeed: string;
  /** Lowercase hex SHA-256 of the UTF-8 server seed: shown to the player before the first round. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next round will use. */
  readonly nextNonce: number;
}

/** What rotation discloses about a retired seed pair: enough to verify rounds 0 … roundsPlayed − 1. */
export interface RevealedSeedPair {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly roundsPlayed: number;
}

const maxSeedLength = 256;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The commitment published for a server seed: hex(SHA-256(UTF-8 bytes of the seed)). */
export function hashServerSeed(serverSeed: string): string {
  return hex(sha256(new TextEncoder().encode(serverSeed)));
}

/** True when the revealed server seed is the one that was committed to. */
export function serverSeedMatchesHash(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

function checkSeed(name: string, seed: string, minLength: number) {
  if (seed.length < minLength || seed.length > maxSeedLength) {
    throw new RangeError(`${name} must have ${minLength} to ${maxSeedLength} characters, got ${seed.length}`);
  }
}

/**
 * Opens a seed pair. The server seed must come from a cryptographic source (the game server draws 32
 * random bytes and hex-encodes them); at least 32 characters are required so it cannot be guessed.
 */
export function openSeedPair(serverSeed: string, clientSeed: string): SeedPair {
  checkSeed('serverSeed', serverSeed, 32);
  checkSeed('clientSeed', clientSeed, 1);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nextNonce: 0 };
}

/** The seeds of the next round and the pair advanced past it. */
export function takeRound(pair: SeedPair): { seeds: RngSeeds; pair: SeedPair } {
  if (pair.nextNonce >= Number.MAX_SAFE_INTEGER) throw new RangeError('nonce exhausted: rotate the seed pair');
  return {
    seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce },
    pair: { ...pair, nextNonce: pair.nextNonce + 1 },
  };
}

/**
 * Retires the pair and reveals its server seed, and opens the next pair with a fresh server seed and the
 * client seed the player chose (or the same one). Nonces restart at 0 under the new server seed.
 */
export function rotateSeedPair(
  pair: SeedPair,
  nextServerSeed: string,
  nextClientSeed: string = pair.clientSeed,
): { revealed: RevealedSeedPair; next: SeedPair } {
  if (nextServerSeed === pair.serverSeed)
    throw new RangeError('the next server seed must differ from the revealed one');
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      roundsPlayed: pair.nextNonce,
    },
    next: openSeedPair(nextServerSeed, nextClientSeed),
  };
}
