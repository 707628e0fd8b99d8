/**
 * @ficha/engines — pure game mathematics with no I/O, for the game server and the browser alike:
 * SHA-256 and HMAC-SHA256 in plain TypeScript, the seeded provably-fair stream and seed pairs, exact
 * rational multipliers, the slot engine with three themed slots, and the mini games. ../FAIRNESS.md
 * documents how every outcome is derived from the seeds.
 */
export { createHmacSha256, hmacSha256 } from './hmac-sha256.ts';
export { createSeededRng, type RngSeeds, type SeededRng } from './seeded-rng.ts';
export { sha256 } from './sha256.ts';
export * from './ratio.ts';

export * from './fairness/seed-pair.ts';
export * from './fairness/round-outcome.ts';
export * from './fairness/verify-round.ts';

export { returnFactor, type GameMath } from './games/house-edge.ts';
export * from './games/crash.ts';
export * from './games/crash-room.ts';
export * from './games/dice.ts';
export * from './games/hilo.ts';
export * from './games/keno.ts';
export * from './games/limbo.ts';
export * from './games/mines.ts';
export * from './games/plinko.ts';
export * from './games/wheel.ts';
export { miniGameMath } from './games/mini-game-math.ts';
export * from './simulation/rtp-scenarios.ts';
export * from './simulation/simulate-rtp.ts';

export * from './slots/slot-definition.ts';
export * from './slots/evaluate-spin.ts';
export * from './slots/play-slot-round.ts';
export * from './slots/slot-math.ts';
export { paylines10, paylines20 } from './slots/paylines.ts';
export * from './slots/themes/index.ts';

export * from './lottery/lottery-draw.ts';
export * from './lottery/lottery-bets.ts';
export * from './lottery/lottery-odds.ts';
export * from './lottery/mark-six.ts';
export * from './lottery/mark-six-zodiac.ts';
