import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/**
 * One database connection shared by a process: PGlite (embedded, in a folder or in memory) or a `pg` pool
 * against a real PostgreSQL. Both servers open it the same way; in the embedded default the launcher opens
 * one PGlite and hands it to both (each keeps its tables in its own schema).
 */
export type SqlConnection =
  | { kind: 'pglite'; client: PGlite; exec(sql: string): Promise<void>; close(): Promise<void> }
  | { kind: 'pg'; client: Pool; exec(sql: string): Promise<void>; close(): Promise<void> };

export interface OpenSqlOptions {
  /** `postgres://…` for a real server; unset for PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` (or unset) keeps it in memory. */
  dataDir?: string | undefined;
  /** Pool size for `pg`. */
  poolSize?: number;
  /**
   * `pg`: how long a query may wait for a connection — a new one to open or a busy pool to hand one over —
   * before it fails (and the call answers 503 `system_busy`). Default 1000 ms (decision 0035).
   */
  connectTimeoutMs?: number;
  /** PGlite: start from this dumped data folder (`dumpDataDir`) instead of a new cluster — the test databases. */
  pgliteDataDump?: Blob | undefined;
}

/** Default wait for a pooled connection: a call must answer within 2 s even while the database is away. */
export const defaultConnectTimeoutMs = 1_000;

export async function openSqlConnection(options: OpenSqlOptions): Promise<SqlConnection> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    // BIGINT (int8) and NUMERIC come back as strings; money code converts them to bigint itself.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? defaultConnectTimeoutMs,
      // A peer that vanished without closing (a host down, a cable) is noticed by TCP keep-alive, not hours later.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle client whose server connection dies (restart, failover, admin shutdown) reports here; the pool
    // replaces it on the next checkout, so the process must not crash on it.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('idle PostgreSQL client failed', error.message);
    });
    // A client checked out (inside a transaction, between two statements) has no pool listener: its connection
    // dying there would be an unhandled 'error' event and end the process. The next statement on it fails
    // instead, and the pool drops it on release (it is no longer queryable).
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    await pool.query('select 1');
    return {
      kind: 'pg',
      client: pool,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  // fsync off: PGlite is for trying, developing and testing; real money runs on PostgreSQL.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteDataDump ? { loadDataDir: options.pgliteDataDump } : {}),
    relaxedDurability: true,
  });
  return {
    kind: 'pglite',
    client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
