import { createProviderTables } from '@ficha/provider-kit';
import { lotterySchema } from './lottery-schema.ts';

/** The provider kit's tables (sessions, seed pairs, rounds) in the `lottery` schema: 0001_provider_tables.sql. */
export const providerTables = createProviderTables(lotterySchema);
export const { sessions, seedPairs, rounds } = providerTables;
