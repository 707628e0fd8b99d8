export * from './content.ts';
export * from './members.ts';
export * from './merchants.ts';
export * from './operators.ts';
export * from './rsa-keys.ts';
export * from './verification.ts';
export * from './ledger.ts';
export * from './catalog.ts';
