export * from './provider-tables.ts';
export * from './draws.ts';
