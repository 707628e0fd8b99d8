import type { FastifyBaseLogger } from 'fastify';
import type { ProviderDb } from './db/provider-db.ts';
import type { ProviderTables } from './db/provider-tables.ts';
import { createSeedPairs } from './fairness/seed-pairs.ts';
import { createRoundLifecycle, type OnTransition } from './rounds/round-lifecycle.ts';
import { createGameSessions } from './sessions/game-sessions.ts';
import type { Wallet } from './wallet/wallet.ts';

/** The kit's services over a provider's database and tables, wired to one another. */
export function createProviderServices(
  db: ProviderDb,
  tables: ProviderTables,
  deps: {
    wallet: Wallet;
    log: FastifyBaseLogger;
    sessionMinutes: number;
    demoBalanceMinor: bigint;
    /** The provider's rows kept with a round's money moves (see `OnTransition`). */
    onTransition?: OnTransition;
  },
) {
  const seedPairs = createSeedPairs(db, tables);
  return {
    wallet: deps.wallet,
    seedPairs,
    rounds: createRoundLifecycle(db, tables, {
      wallet: deps.wallet,
      seedPairs,
      log: deps.log,
      ...(deps.onTransition ? { onTransition: deps.onTransition } : {}),
    }),
    sessions: createGameSessions(db, tables, {
      wallet: deps.wallet,
      sessionMinutes: deps.sessionMinutes,
      demoBalanceMinor: deps.demoBalanceMinor,
    }),
  };
}

export type ProviderServices = ReturnType<typeof createProviderServices>;
