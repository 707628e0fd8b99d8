import { createProviderTables } from '@ficha/provider-kit';
import { gamesSchema } from './games-schema.ts';

/** The provider kit's tables (sessions, seed pairs, rounds) in the `games` schema: 0002_rounds.sql, 0004. */
export const providerTables = createProviderTables(gamesSchema);
export const { sessions, seedPairs, rounds } = providerTables;
export type { RoundRow, RoundState, SeedPairRow, SessionRow } from '@ficha/provider-kit';
