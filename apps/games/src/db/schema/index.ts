export * from './games.ts';
export * from './provider-tables.ts';
export * from './crash.ts';
