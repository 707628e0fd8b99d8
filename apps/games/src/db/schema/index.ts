export * from './games.ts';
export * from './rounds.ts';
export * from './crash.ts';
