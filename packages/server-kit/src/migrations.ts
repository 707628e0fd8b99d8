import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlConnection } from './sql-connection.ts';

/** Runs one SQL text and answers its rows. */
type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

export interface MigrationFolders {
  /** Versioned migrations, `NNNN_name.sql`: applied once each, in name order, never edited once released. */
  migrations: string;
  /**
   * Repeatable function files, `NN_name.sql`: the one current definition of each SQL function (and of the
   * triggers that call it), written with `create or replace`. After the versioned migrations, every file whose
   * checksum differs from the one recorded is applied again, in name order (decision 0024).
   */
  functions?: string | undefined;
}

/**
 * Brings a schema up to date: the versioned migrations it has not seen yet, then the function files that changed.
 * Each file runs in one transaction together with its bookkeeping row; an advisory lock keeps two starting
 * instances from migrating at once. Answers the files applied (function files as `functions/<name>`).
 */
export async function runMigrations(
  connection: SqlConnection,
  schema: string,
  folders: string | MigrationFolders,
): Promise<string[]> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const { migrations, functions } = typeof folders === 'string' ? { migrations: folders } : folders;
  if (connection.kind === 'pglite') {
    return applyPending((sql) => connection.client.exec(sql).then((results) => results.at(-1)?.rows ?? []), {
      schema,
      migrations,
      functions,
    });
  }
  // A session-level advisory lock needs one connection for the whole run.
  const client = await connection.client.connect();
  const lockKey = `hashtext('migrations:${schema}')`;
  try {
    await client.query(`select pg_advisory_lock(${lockKey})`);
    try {
      return await applyPending(async (sql) => rowsOf(await client.query(sql)), { schema, migrations, functions });
    } finally {
      await client.query(`select pg_advisory_unlock(${lockKey})`);
    }
  } finally {
    client.release();
  }
}

/** The rows of the last statement of a multi-statement `pg` query (it answers an array then). */
function rowsOf(result: { rows: Array<Record<string, unknown>> } | Array<{ rows: Array<Record<string, unknown>> }>) {
  return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
}

async function applyPending(
  query: Query,
  { schema, migrations, functions }: { schema: string; migrations: string; functions?: string | undefined },
): Promise<string[]> {
  await query(
    `create schema if not exists ${schema};
     create table if not exists ${schema}.schema_migrations (name text primary key, applied_at timestamptz not null default now());`,
  );
  const applied: string[] = [];
  const done = new Set((await query(`select name from ${schema}.schema_migrations`)).map((r) => String(r['name'])));
  for (const file of await sqlFiles(migrations, /^\d{4}_[a-z0-9_]+\.sql$/)) {
    if (done.has(file)) continue;
    const sql = await readFile(join(migrations, file), 'utf8');
    await inTransaction(query, `${sql}\n;insert into ${schema}.schema_migrations (name) values ('${file}');`);
    applied.push(file);
  }
  if (!functions) return applied;

  await query(
    `create table if not exists ${schema}.schema_functions
       (name text primary key, checksum text not null, applied_at timestamptz not null default now());`,
  );
  const recorded = new Map(
    (await query(`select name, checksum from ${schema}.schema_functions`)).map((r) => [
      String(r['name']),
      String(r['checksum']),
    ]),
  );
  for (const file of await sqlFiles(functions, /^\d{2}_[a-z0-9_]+\.sql$/)) {
    const sql = await readFile(join(functions, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    if (recorded.get(file) === checksum) continue;
    await inTransaction(
      query,
      `${sql}\n;insert into ${schema}.schema_functions (name, checksum) values ('${file}', '${checksum}')
        on conflict (name) do update set checksum = excluded.checksum, applied_at = now();`,
    );
    applied.push(`functions/${file}`);
  }
  return applied;
}

/** The SQL files of a folder whose names match, in name order. */
async function sqlFiles(folder: string, pattern: RegExp): Promise<string[]> {
  return (await readdir(folder)).filter((f) => pattern.test(f)).sort();
}

/** Runs SQL in one transaction: all of it or none of it. */
async function inTransaction(query: Query, sql: string): Promise<void> {
  try {
    await query(`begin;\n${sql}\ncommit;`);
  } catch (error) {
    await query('rollback').catch(() => undefined);
    throw error;
  }
}
