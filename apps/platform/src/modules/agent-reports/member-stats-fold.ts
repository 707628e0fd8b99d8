import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { foldMemberStats, foldProgress } from './agent-reports.queries.ts';

/**
 * Folds the ledger's new postings into the agent reports' per-member per-hour aggregates (decision 0037). Exact
 * and idempotent under an advisory lock (04_agent_reports.sql), so every instance may run it; a posting reaches
 * the reports within two runs.
 */
export function startMemberStatsFold(log: FastifyBaseLogger, db: Db, everyMs: number) {
  return startPeriodicJob(log, { name: 'fold-member-stats', everyMs, work: () => foldMemberStats(db) });
}

/**
 * Folds until every posting committed before the call is in the aggregates (tests, benches). A range is folded
 * once every transaction that was running when it was noted has ended, anywhere on the server, so this waits for
 * them (at most `timeoutMs`).
 */
export async function foldAllMemberStats(db: Db, timeoutMs = 60_000): Promise<void> {
  const { latest } = await foldProgress(db);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await foldMemberStats(db);
    if ((await foldProgress(db)).processedThrough >= latest) return;
    if (Date.now() > deadline) throw new Error('the member stats fold did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
