/**
 * @ficha/engines — pure game mathematics with no I/O, for the game server and the browser alike.
 * So far: SHA-256 and HMAC-SHA256 in plain TypeScript and the seeded, provably-fair random stream.
 */
export { hmacSha256 } from './hmac-sha256.ts';
export { createSeededRng, type RngSeeds, type SeededRng } from './seeded-rng.ts';
export { sha256 } from './sha256.ts';
