/**
 * @ficha/contract — the one source of truth shared by servers and clients: endpoint definitions,
 * the envelope, error keys, money helpers, business constants and registration patterns.
 */
export * from './constants.ts';
export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './languages.ts';
export { errorMessage } from './messages/bundled.ts';
export { loadErrorMessages } from './messages/load.ts';
export * from './modules.ts';
export * from './money.ts';
export * from './money-display.ts';
export * from './registration-patterns.ts';
export * from './schemas.ts';
export * from './sealed-links.ts';
export * from './game-frame-messages.ts';
export * from './seamless.ts';
export * from './games-api.ts';
export * from './crash-api.ts';
export * from './lottery-api.ts';
export * from './lottery-back-office.ts';
export * from './provider-back-office.ts';
export * from './sportsbook-api.ts';
export * from './sportsbook-back-office.ts';
export * from './odds-formats.ts';
export * from './cockfight-api.ts';
export * from './currencies.ts';
export * from './brand-theme.ts';
export * from './realtime.ts';
export * from './realtime-schemas.ts';
export * from './support-im.ts';
export * from './support-im-schemas.ts';
export * from './payment-gateway.ts';
export * from './proof-image.ts';
export * from './banner-image.ts';
export * from './kyc.ts';
export * from './operator-permissions.ts';
export * from './protected-settings.ts';
