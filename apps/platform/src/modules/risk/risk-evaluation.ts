import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { evaluateRiskRules } from './risk.queries.ts';

/**
 * Evaluates the merchants' risk rules over the money the member-stats fold has made final (12_risk.sql, decision
 * 0047). Under an advisory lock, so every instance may run it; a move raises its alerts within a fold and a run.
 */
export function startRiskEvaluation(log: FastifyBaseLogger, db: Db, everyMs: number) {
  return startPeriodicJob(log, { name: 'evaluate-risk-rules', everyMs, work: () => evaluateRiskRules(db) });
}

/**
 * Folds every posting committed before the call, then evaluates until a run of its own has gone (a running job's
 * run may have ended before the fold did): tests and the demo seed. Answers the alerts that last run raised.
 */
export async function evaluateAllRisk(db: Db): Promise<number> {
  await foldAllMemberStats(db);
  for (;;) {
    const raised = await evaluateRiskRules(db);
    if (raised !== null) return raised;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
