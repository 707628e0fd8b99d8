import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The provider's drizzle database (over PGlite or PostgreSQL), whatever else its schema holds: the kit reaches its
 * own tables through the `ProviderTables` it is given, never through the relational query builder.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any provider schema: the kit only uses its tables
export type ProviderDb = PgDatabase<PgQueryResultHKT, any>;

/** A transaction of the provider's database (it has the same query builder). */
export type ProviderTx = Parameters<Parameters<ProviderDb['transaction']>[0]>[0];
