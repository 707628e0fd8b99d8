import type { RiskRuleKind } from '@ficha/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { members, operators, riskAlertNotes, riskAlerts, riskRules } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function listRiskRuleRows(db: Db, merchantId: number) {
  return db.select().from(riskRules).where(eq(riskRules.merchantId, merchantId));
}

export async function upsertRiskRule(
  tx: Db,
  row: { merchantId: number; rule: RiskRuleKind; enabled: boolean; params: Record<string, string | number> },
) {
  await tx
    .insert(riskRules)
    .values(row)
    .onConflictDoUpdate({
      target: [riskRules.merchantId, riskRules.rule],
      set: { enabled: row.enabled, params: row.params, updatedAt: new Date() },
    });
}

/** Evaluates the rules over the postings the fold has made final since the last run (12_risk.sql). */
export async function evaluateRiskRules(db: Db): Promise<number | null> {
  const rows = rowsOf<{ raised: number | null }>(await db.execute(sql`select platform.risk_evaluate() as raised`));
  const raised = rows[0]?.raised;
  return raised === null || raised === undefined ? null : Number(raised);
}

const assignee = alias(operators, 'assignee');
const closer = alias(operators, 'closer');

const alertView = {
  alert: riskAlerts,
  username: members.username,
  memberStatus: members.status,
  assignedTo: assignee.username,
  closedBy: closer.username,
};

function alertQuery(db: Db, where: SQL | undefined) {
  return db
    .select(alertView)
    .from(riskAlerts)
    .innerJoin(members, eq(members.id, riskAlerts.memberId))
    .leftJoin(assignee, eq(assignee.id, riskAlerts.assignedOperatorId))
    .leftJoin(closer, eq(closer.id, riskAlerts.closedByOperatorId))
    .where(where);
}

export type RiskAlertView = Awaited<ReturnType<typeof alertQuery>>[number];

export interface AlertFilter {
  status?: 'open' | 'closed' | undefined;
  rule?: RiskRuleKind | undefined;
  memberId?: number | undefined;
}

export async function searchAlertViews(db: Db, merchantId: number, filter: AlertFilter, offset: number, limit: number) {
  const where = and(
    eq(riskAlerts.merchantId, merchantId),
    filter.status ? eq(riskAlerts.status, filter.status) : undefined,
    filter.rule ? eq(riskAlerts.rule, filter.rule) : undefined,
    filter.memberId ? eq(riskAlerts.memberId, filter.memberId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    alertQuery(db, where).orderBy(desc(riskAlerts.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(riskAlerts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAlertView(db: Db, merchantId: number, alertId: number) {
  const [row] = await alertQuery(db, and(eq(riskAlerts.merchantId, merchantId), eq(riskAlerts.id, alertId)));
  return row;
}

export async function listAlertNotes(db: Db, alertId: number) {
  return db
    .select({ note: riskAlertNotes, operator: operators.username })
    .from(riskAlertNotes)
    .innerJoin(operators, eq(operators.id, riskAlertNotes.operatorId))
    .where(eq(riskAlertNotes.alertId, alertId))
    .orderBy(riskAlertNotes.id);
}

export async function insertAlertNote(tx: Db, alertId: number, operatorId: number, body: string) {
  await tx.insert(riskAlertNotes).values({ alertId, operatorId, body });
}

/** Assigns an open alert (or clears its assignee); false when it is not open any more. */
export async function setAlertAssignee(tx: Db, alertId: number, operatorId: number | null) {
  const rows = await tx
    .update(riskAlerts)
    .set({ assignedOperatorId: operatorId })
    .where(and(eq(riskAlerts.id, alertId), eq(riskAlerts.status, 'open')))
    .returning({ id: riskAlerts.id });
  return rows.length === 1;
}

/** Closes an open alert; false when another operator closed it first. */
export async function closeOpenAlert(tx: Db, alertId: number, operatorId: number) {
  const rows = await tx
    .update(riskAlerts)
    .set({ status: 'closed', closedByOperatorId: operatorId, closedAt: new Date() })
    .where(and(eq(riskAlerts.id, alertId), eq(riskAlerts.status, 'open')))
    .returning({ id: riskAlerts.id });
  return rows.length === 1;
}
