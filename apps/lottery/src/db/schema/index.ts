export * from './provider-tables.ts';
export * from './draws.ts';
export * from './chases.ts';
export * from './merchant-back-office.ts';
export * from './reports.ts';
