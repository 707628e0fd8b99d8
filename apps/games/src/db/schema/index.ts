export * from './games.ts';
export * from './rounds.ts';
