export * from './events.ts';
export * from './provider-tables.ts';
export * from './cockfight.ts';
export * from './bet-extras.ts';
export * from './resettlement.ts';
export * from './merchant-back-office.ts';
