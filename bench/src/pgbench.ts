import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './percentile.ts';

export interface PgbenchResult {
  transactionsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  transactions: number;
}

function pgbenchBinary(): string {
  const fromEnv = process.env['PGBENCH'];
  if (fromEnv) return fromEnv;
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('pgbench not found: install Debian postgresql or set PGBENCH');
  return `/usr/lib/postgresql/${newest}/bin/pgbench`;
}

function run(binary: string, args: string[]): string {
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * pgbench's TPC-B-like transaction (three updates, a select and an insert in one transaction) against the
 * same PostgreSQL server, in its own database: the yardstick for "one money movement" on this machine.
 * `preparePgbench` initialises it once (scale = branches; at least the largest client count, so clients don't
 * all queue on a few branch rows); `run` measures at a client count with prepared statements, latencies from
 * pgbench's per-transaction log; `drop` removes the database.
 */
export function preparePgbench(adminUrl: string, options: { scale: number }) {
  const binary = pgbenchBinary();
  const database = 'ficha_pgbench';
  const admin = new URL(adminUrl);
  const target = new URL(adminUrl);
  target.pathname = `/${database}`;
  const psql = binary.replace(/pgbench$/, 'psql');
  run(psql, [admin.toString(), '-qc', `drop database if exists ${database}`]);
  run(psql, [admin.toString(), '-qc', `create database ${database}`]);
  run(binary, ['-i', '-q', '-s', String(options.scale), target.toString()]);
  return {
    scale: options.scale,
    run(clients: number, seconds: number): PgbenchResult {
      const logDir = mkdtempSync(join(tmpdir(), 'ficha-pgbench-'));
      try {
        const output = run(binary, [
          '-c',
          String(clients),
          '-j',
          '2',
          '-T',
          String(seconds),
          '-M',
          'prepared',
          '-l',
          '--log-prefix',
          join(logDir, 'tx'),
          target.toString(),
        ]);
        const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
        if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
        // Each log line: client_id transaction_no time_us script_no time_epoch time_us_part.
        const latenciesMs = readdirSync(logDir)
          .flatMap((file) => readFileSync(join(logDir, file), 'utf8').split('\n'))
          .filter((line) => line.trim() !== '')
          .map((line) => Number(line.split(' ')[2]) / 1000);
        return {
          transactionsPerSecond: Math.round(Number(tps)),
          latencyP50Ms: percentile(latenciesMs, 50),
          latencyP99Ms: percentile(latenciesMs, 99),
          transactions: latenciesMs.length,
        };
      } finally {
        rmSync(logDir, { recursive: true, force: true });
      }
    },
    drop() {
      run(psql, [admin.toString(), '-qc', `drop database if exists ${database}`]);
    },
  };
}
