import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { foldMemberStats } from './agent-reports.queries.ts';

/**
 * Folds the ledger's new postings into the agent reports' per-member per-hour aggregates (decision 0037). Exact
 * and idempotent under an advisory lock (04_agent_reports.sql), so every instance may run it; a posting reaches
 * the reports within two runs.
 */
export function startMemberStatsFold(log: FastifyBaseLogger, db: Db, everyMs: number) {
  return startPeriodicJob(log, { name: 'fold-member-stats', everyMs, work: () => foldMemberStats(db) });
}

/** Folds until every posting committed before the call is in the aggregates (tests, the demo seed, benches). */
export async function foldAllMemberStats(db: Db): Promise<void> {
  // The first run notes the range, the second folds it once the writers before it have ended.
  for (let run = 0; run < 2; run++) {
    while ((await foldMemberStats(db)) === null) await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
