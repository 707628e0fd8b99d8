import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './migrations.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;
let root: string;
let folders: { migrations: string; functions: string };

/** The rows of a query, on either connection kind. */
const rows = async (sql: string): Promise<Array<Record<string, unknown>>> =>
  database.connection.kind === 'pg'
    ? (await database.connection.client.query(sql)).rows
    : ((await database.connection.client.query(sql)).rows as Array<Record<string, unknown>>);

const answer = async (sql: string) => (await rows(sql))[0]?.['answer'];

beforeAll(async () => {
  database = await openTestDatabase();
  root = await mkdtemp(join(tmpdir(), 'ficha-migrations-'));
  folders = { migrations: join(root, 'migrations'), functions: join(root, 'functions') };
  await mkdir(folders.migrations);
  await mkdir(folders.functions);
  await writeFile(join(folders.migrations, '0001_items.sql'), 'create table kit.items (n integer not null);');
  await writeFile(join(folders.migrations, '0002_seed.sql'), 'insert into kit.items (n) values (20), (22);');
  // 02 calls 01 and is a SQL-language function (checked at creation): the name order must hold.
  await writeFile(
    join(folders.functions, '01_total.sql'),
    'create or replace function kit.total() returns bigint language sql as $$ select sum(n) from kit.items $$;',
  );
  await writeFile(
    join(folders.functions, '02_answer.sql'),
    "create or replace function kit.answer() returns text language sql as $$ select 'total ' || kit.total() $$;",
  );
});
afterAll(async () => {
  await database.drop();
  await rm(root, { recursive: true, force: true });
});

describe('runMigrations with function files', () => {
  it('applies the versioned migrations, then the function files in name order', async () => {
    expect(await runMigrations(database.connection, 'kit', folders)).toEqual([
      '0001_items.sql',
      '0002_seed.sql',
      'functions/01_total.sql',
      'functions/02_answer.sql',
    ]);
    expect(await answer('select kit.answer() as answer')).toBe('total 42');
  });

  it('applies nothing again while no file changed', async () => {
    expect(await runMigrations(database.connection, 'kit', folders)).toEqual([]);
  });

  it('applies a changed function file again, and only that one', async () => {
    await writeFile(
      join(folders.functions, '01_total.sql'),
      'create or replace function kit.total() returns bigint language sql as $$ select sum(n) * 2 from kit.items $$;',
    );
    expect(await runMigrations(database.connection, 'kit', folders)).toEqual(['functions/01_total.sql']);
    expect(await answer('select kit.answer() as answer')).toBe('total 84');
  });

  it('keeps the recorded checksum when a function file fails, so the next start tries it again', async () => {
    await writeFile(join(folders.functions, '02_answer.sql'), 'create or replace function kit.answer( broken');
    await expect(runMigrations(database.connection, 'kit', folders)).rejects.toThrow();
    expect(await answer('select kit.answer() as answer')).toBe('total 84');
    await writeFile(
      join(folders.functions, '02_answer.sql'),
      "create or replace function kit.answer() returns text language sql as $$ select 'sum ' || kit.total() $$;",
    );
    expect(await runMigrations(database.connection, 'kit', folders)).toEqual(['functions/02_answer.sql']);
    expect(await answer('select kit.answer() as answer')).toBe('sum 84');
  });
});
