export * from './events.ts';
export * from './provider-tables.ts';
