import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlConnection } from './sql-connection.ts';

/**
 * Applies the SQL files of a folder (`NNNN_name.sql`, in name order) that the schema has not seen yet.
 * Each file runs in one transaction together with its bookkeeping row; an advisory lock keeps two
 * starting instances from migrating at once.
 */
export async function runMigrations(connection: SqlConnection, schema: string, folder: string): Promise<string[]> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const files = (await readdir(folder)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const lockKey = `hashtext('migrations:${schema}')`;
  const applied: string[] = [];
  const query = async (sql: string): Promise<Array<Record<string, unknown>>> =>
    connection.kind === 'pg'
      ? (await connection.client.query(sql)).rows
      : ((await connection.client.query(sql)).rows as Array<Record<string, unknown>>);

  if (connection.kind === 'pg') {
    // A session-level advisory lock needs one connection for the whole run.
    const client = await connection.client.connect();
    try {
      await client.query(`select pg_advisory_lock(${lockKey})`);
      try {
        await ensureTable((sql) => client.query(sql).then(() => undefined), schema);
        const done = new Set(
          (await client.query(`select name from ${schema}.schema_migrations`)).rows.map((r) => r.name),
        );
        for (const file of files) {
          if (done.has(file)) continue;
          const sql = await readFile(join(folder, file), 'utf8');
          await client.query(
            `begin;\n${sql}\n;insert into ${schema}.schema_migrations (name) values ('${file}');\ncommit;`,
          );
          applied.push(file);
        }
      } finally {
        await client.query(`select pg_advisory_unlock(${lockKey})`);
      }
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return applied;
  }

  await ensureTable(connection.exec, schema);
  const done = new Set((await query(`select name from ${schema}.schema_migrations`)).map((r) => String(r['name'])));
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(join(folder, file), 'utf8');
    try {
      await connection.exec(
        `begin;\n${sql}\n;insert into ${schema}.schema_migrations (name) values ('${file}');\ncommit;`,
      );
    } catch (error) {
      await connection.exec('rollback').catch(() => undefined);
      throw error;
    }
    applied.push(file);
  }
  return applied;
}

async function ensureTable(exec: (sql: string) => Promise<void>, schema: string) {
  await exec(
    `create schema if not exists ${schema};
     create table if not exists ${schema}.schema_migrations (name text primary key, applied_at timestamptz not null default now());`,
  );
}
