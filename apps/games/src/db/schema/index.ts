export * from './games.ts';
export * from './crash.ts';
