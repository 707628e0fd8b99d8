/**
 * Agent-report benchmark (issue 14): a 10,000-member agent tree five levels deep with 1,000,000 bet records over
 * the last 30 days, and the top agent's team overview, user loss page 1, team betting page 1 and team list page 1
 * (with its period columns) at 16 concurrent connections, measured in the same run as a bare Fastify JSON
 * endpoint. PostgreSQL only (BENCH_DATABASE_URL). The bet records and their ledger entries are generated in bulk
 * with generate_series, and the fold job's own function builds every aggregate from them (decision 0039).
 * Figures are prepended to bench/RESULTS.md.
 */
import { fileURLToPath } from 'node:url';
import { login } from '@ficha/contract';
import { createApiClient } from '@ficha/contract/client';
import { openSqlConnection } from '@ficha/server-kit';
import { buildApp, loadConfig, migratePlatform, seedDemo } from '@ficha/platform';
import Fastify from 'fastify';
import { betCount, seedBets, seedTree, treeShape } from './agent-tree-seed.ts';
import { measure } from './measure.ts';
import { recordRun } from './results-file.ts';

const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
const durationSeconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const databaseUrl = process.env['BENCH_DATABASE_URL'];
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL database (bash .ci/start-postgres.sh)');

const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ success: true, value: { ok: true } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

const connection = await openSqlConnection({ databaseUrl, poolSize: 16 });
await migratePlatform(connection);
await seedDemo(connection);
const seedStarted = Date.now();
await seedTree(connection);
await seedBets(connection);
const seedSeconds = Math.round((Date.now() - seedStarted) / 1000);
const platform = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', CONSOLE_DIST_DIR: '/nonexistent' }),
  connection,
});
const platformUrl = await platform.listen({ host: '127.0.0.1', port: 0 });
const { token } = await createApiClient({ baseUrl: platformUrl, merchant: () => 'demo' }).call(login, {
  username: 'benchtop',
  password: 'Demo1234',
  type: 'username',
});
const headers = { authorization: token };

const options = { connections, durationSeconds, headers };
const rows = [
  await measure('bare Fastify JSON (baseline)', `${bareUrl}/ping`, { connections, durationSeconds }),
  await measure('team overview (today)', `${platformUrl}/wps/agent/report/teamOverview`, options),
  await measure('team overview (this month)', `${platformUrl}/wps/agent/report/teamOverview?period=thisMonth`, options),
  await measure('user loss page 1 (today)', `${platformUrl}/wps/agent/report/userLoss`, options),
  await measure('user loss page 1 (this month)', `${platformUrl}/wps/agent/report/userLoss?period=thisMonth`, options),
  await measure('team betting page 1 (today)', `${platformUrl}/wps/agent/report/teamBetting`, options),
  await measure('team list page 1 (this month)', `${platformUrl}/wps/agent/team/members?period=thisMonth`, options),
];

await Promise.all([bare.close(), platform.close()]);
await connection.close();

console.table(rows);
await recordRun(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Agent reports',
  [
    `Tree: ${treeShape.members.toLocaleString('en')} members under one top agent, 5 levels (agents 10 wide for 4 levels, players below); ${betCount.toLocaleString('en')} settled bet records over 30 days with their ledger entries, folded by the fold job's function into the hourly and per-agent aggregates (generated in ${seedSeconds} s).`,
    `Database: PostgreSQL; autocannon, ${connections} connections, ${durationSeconds} s after a 2 s warm-up, signed in as the top agent; the load runs in a worker thread of the process that serves.`,
  ],
  rows,
  'bare Fastify JSON (baseline)',
);
