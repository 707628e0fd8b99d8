/**
 * Operator-report benchmark (issue 20): the console's dashboard and a 30-day report by game over the agent
 * reports' history (10,000 members, 1,000,000 bet records with their ledger entries and seamless calls, folded by
 * the fold job's function into the per-merchant aggregates, decision 0052) at 16 concurrent connections, in the
 * same run as a bare Fastify JSON endpoint. Signed in as the demo's read-only operator. PostgreSQL only
 * (BENCH_DATABASE_URL). Figures are prepended to bench/RESULTS.md.
 */
import { fileURLToPath } from 'node:url';
import { operatorLogin } from '@ficha/contract';
import { createApiClient } from '@ficha/contract/client';
import { measure } from './measure.ts';
import { betCount, startReportBench, treeShape } from './report-history.ts';
import { recordRun } from './results-file.ts';

const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
const durationSeconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const databaseUrl = process.env['BENCH_DATABASE_URL'];
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL database (bash .ci/start-postgres.sh)');

const { bareUrl, platformUrl, seedSeconds, close } = await startReportBench(databaseUrl);
const { token } = await createApiClient({ baseUrl: platformUrl }).call(operatorLogin, {
  merchantCode: 'demo',
  username: 'lector',
  password: 'Lector#2026',
});
const headers = { authorization: token };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const last30 = `period=custom&startDate=${day(-29)}&endDate=${day(0)}`;

const options = { connections, durationSeconds, headers };
const rows = [
  await measure('bare Fastify JSON (baseline)', `${bareUrl}/ping`, { connections, durationSeconds }),
  await measure('dashboard', `${platformUrl}/cms/v1/reports/dashboard`, options),
  await measure('by game, 30 days, page 1', `${platformUrl}/cms/v1/reports?groupBy=game&${last30}`, options),
  await measure('by day, 30 days', `${platformUrl}/cms/v1/reports?groupBy=day&${last30}`, options),
  await measure(
    'by player, 30 days, page 1 by GGR',
    `${platformUrl}/cms/v1/reports?groupBy=player&sort=ggr&order=desc&${last30}`,
    options,
  ),
];

await close();

console.table(rows);
await recordRun(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Operator reports',
  [
    `History: ${treeShape.members.toLocaleString('en')} members, ${betCount.toLocaleString('en')} settled bet records over 30 days with their ledger entries and seamless calls, folded by the fold job's function into the per-merchant aggregates (generated in ${seedSeconds} s).`,
    `Database: PostgreSQL; autocannon, ${connections} connections, ${durationSeconds} s after a 2 s warm-up, signed in as the read-only operator; the load runs in a worker thread of the process that serves.`,
  ],
  rows,
  'bare Fastify JSON (baseline)',
);
