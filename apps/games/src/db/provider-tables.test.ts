import { providerTablesSql } from '@ficha/provider-kit';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@ficha/server-kit';
import { rowsOf } from '../../test/games-with-platform.ts';
import { migrateGames } from './database.ts';
import { providerTables } from './schema/index.ts';

/** A schema's tables as PostgreSQL describes them, with the schema's own name taken out. */
async function describeSchema(connection: Awaited<ReturnType<typeof openTestDatabase>>['connection'], schema: string) {
  const neutral = (text: string | null) => text?.replaceAll(`${schema}.`, '<schema>.') ?? null;
  const columns = await rowsOf<Record<string, string | null>>(
    connection,
    `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = $1 and table_name in ('sessions', 'seed_pairs', 'rounds')
      order by table_name, ordinal_position`,
    [schema],
  );
  const constraints = await rowsOf<{ definition: string }>(
    connection,
    `select r.relname || ': ' || pg_get_constraintdef(c.oid) as definition from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace join pg_class r on r.oid = c.conrelid
      where n.nspname = $1 and r.relname in ('sessions', 'seed_pairs', 'rounds')`,
    [schema],
  );
  const indexes = await rowsOf<{ indexdef: string }>(
    connection,
    `select indexdef from pg_indexes where schemaname = $1 and tablename in ('sessions', 'seed_pairs', 'rounds')
      order by indexname`,
    [schema],
  );
  return {
    columns: columns.map(
      (c) => ({ ...c, column_default: neutral(c['column_default'] ?? null) }) as Record<string, string | null>,
    ),
    constraints: constraints.map((c) => neutral(c.definition)).sort(),
    indexes: indexes.map((i) => neutral(i.indexdef)),
  };
}

describe("the provider kit's tables", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("are what the game server's migrations made of them, and what the kit declares to drizzle", async () => {
    await migrateGames(database.connection);
    await database.connection.exec(`create schema kit_check; ${providerTablesSql('kit_check')}`);
    const games = await describeSchema(database.connection, 'games');
    const kit = await describeSchema(database.connection, 'kit_check');
    expect(kit).toEqual(games);
    for (const table of Object.values(providerTables)) {
      const declared = Object.values(getTableColumns(table)).map((column) => column.name);
      const created = kit.columns.filter((c) => c['table_name'] === getTableName(table)).map((c) => c['column_name']);
      expect(declared, getTableName(table)).toEqual(created);
    }
  });
});
