import { createProviderTables } from '@ficha/provider-kit';
import { sportsbookSchema } from './sportsbook-schema.ts';

/** The provider kit's tables (sessions, seed pairs, rounds) in the `sportsbook` schema: 0001_sportsbook.sql. */
export const providerTables = createProviderTables(sportsbookSchema);
export const { sessions, seedPairs, rounds } = providerTables;
