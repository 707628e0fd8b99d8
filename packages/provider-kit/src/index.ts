/**
 * @ficha/provider-kit — what a game provider on the seamless wallet is built from (decision 0026): game sessions
 * from launch tokens, the wallet with retries and unknown-fate rollback, the round (bet) lifecycle and its
 * recovery sweep, provably-fair seed pairs, and the kit's tables.
 */
export type { ProviderDb, ProviderTx } from './db/provider-db.ts';
export {
  createProviderTables,
  roundStates,
  type NewRound,
  type ProviderTables,
  type RoundRow,
  type RoundState,
  type SeedPairRow,
  type SessionRow,
} from './db/provider-tables.ts';
export { providerTablesSql } from './db/provider-tables-sql.ts';
export { createSeedPairs, fairnessOf, type SeedPairs } from './fairness/seed-pairs.ts';
export { installProviderPages, providerPageCspDirectives, type ProviderPagesOptions } from './http/provider-pages.ts';
export { createProviderServices, type ProviderServices } from './provider-services.ts';
export {
  createRoundLifecycle,
  finalStates,
  refusalError,
  type Driven,
  type OnTransition,
  type RoundDecision,
  type RoundLifecycle,
} from './rounds/round-lifecycle.ts';
export { platformCaller, platformCallerCode } from './sessions/platform-caller.ts';
export { gameSessionCaller, type GameSessionCaller } from './sessions/game-session-caller.ts';
export { createGameSessions, type AcceptedLaunch, type GameSessions } from './sessions/game-sessions.ts';
export {
  createWallet,
  walletRefusalsShown,
  type MoneyAnswer,
  type Wallet,
  type WalletOptions,
  type WalletResult,
} from './wallet/wallet.ts';
