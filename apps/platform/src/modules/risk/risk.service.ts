import { DomainError, type RiskAlert, type RiskRuleInput, type RiskRuleKind } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import type { ConsoleMemberService } from '../members/console-members.service.ts';
import { riskRuleParams, toWireRiskRules } from './risk-rules.ts';
import {
  closeOpenAlert,
  findAlertView,
  insertAlertNote,
  listAlertNotes,
  listRiskRuleRows,
  searchAlertViews,
  setAlertAssignee,
  upsertRiskRule,
  type AlertFilter,
  type RiskAlertView,
} from './risk.queries.ts';

const toAlert = (view: RiskAlertView): RiskAlert => ({
  id: view.alert.id,
  memberId: view.alert.memberId,
  username: view.username,
  rule: view.alert.rule,
  windowStart: view.alert.windowStart,
  detail: view.alert.detail,
  status: view.alert.status,
  assignedTo: view.assignedTo,
  closedBy: view.closedBy,
  closedAt: view.alert.closedAt?.toISOString() ?? null,
  createdAt: view.alert.createdAt.toISOString(),
});

/**
 * Risk and AML alerts (decision 0047): the merchant's rules and the console's alert queue. The rules themselves are
 * evaluated in SQL (12_risk.sql) by the evaluation job; this service reads and works what they raised.
 */
export function createRiskService(db: Db, deps: { audit: AuditService; members: ConsoleMemberService }) {
  async function alertView(merchantId: number, alertId: number) {
    const view = await findAlertView(db, merchantId, alertId);
    if (!view) throw new DomainError('not_found');
    return view;
  }

  async function detail(merchantId: number, alertId: number) {
    const [view, notes] = await Promise.all([alertView(merchantId, alertId), listAlertNotes(db, alertId)]);
    return {
      ...toAlert(view),
      memberStatus: view.memberStatus,
      notes: notes.map((n) => ({
        id: n.note.id,
        operator: n.operator,
        body: n.note.body,
        createdAt: n.note.createdAt.toISOString(),
      })),
    };
  }

  /** One audited change of an alert in a transaction; `change` answers false when the alert is no longer open. */
  async function act(
    merchantId: number,
    alertId: number,
    actor: Actor,
    action: string,
    after: Record<string, unknown>,
    change: (tx: Db) => Promise<boolean>,
  ) {
    const view = await alertView(merchantId, alertId);
    await db.transaction(async (tx) => {
      if (!(await change(tx))) throw new DomainError('conflict');
      await deps.audit.record(tx, {
        merchantId,
        actor,
        action,
        // The account's audit trail (player 360) reads `member:<username>`; the alert is named in the values.
        target: `member:${view.username}`,
        before: { alertId, status: view.alert.status, assignedTo: view.assignedTo },
        after: { alertId, ...after },
      });
    });
    return detail(merchantId, alertId);
  }

  return {
    async rules(merchantId: number) {
      return { rules: toWireRiskRules(await listRiskRuleRows(db, merchantId)) };
    },

    async updateRule(merchantId: number, input: RiskRuleInput, actor: Actor) {
      const before = toWireRiskRules(await listRiskRuleRows(db, merchantId)).find((r) => r.rule === input.rule);
      const params = riskRuleParams(input);
      await db.transaction(async (tx) => {
        await upsertRiskRule(tx, { merchantId, rule: input.rule, enabled: input.enabled, params });
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'risk.rule',
          target: `risk-rule:${input.rule}`,
          before,
          after: { enabled: input.enabled, ...params },
        });
      });
      return this.rules(merchantId);
    },

    async search(
      merchantId: number,
      input: AlertFilter & { rule?: RiskRuleKind | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await searchAlertViews(
        db,
        merchantId,
        input,
        (input.pageNo - 1) * input.pageSize,
        input.pageSize,
      );
      return {
        list: rows.map(toAlert),
        pageNo: input.pageNo,
        totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
      };
    },

    detail,

    async assign(merchantId: number, alertId: number, take: boolean, actor: Actor) {
      const operatorId = take ? actor.id : null;
      return act(merchantId, alertId, actor, 'risk.assign', { assignedTo: take ? actor.name : null }, (tx) =>
        setAlertAssignee(tx, alertId, operatorId),
      );
    },

    async note(merchantId: number, alertId: number, body: string, actor: Actor) {
      return act(merchantId, alertId, actor, 'risk.note', { note: body }, async (tx) => {
        await insertAlertNote(tx, alertId, actor.id, body);
        return true;
      });
    },

    async close(merchantId: number, alertId: number, note: string, actor: Actor) {
      return act(merchantId, alertId, actor, 'risk.close', { status: 'closed', note }, async (tx) => {
        if (!(await closeOpenAlert(tx, alertId, actor.id))) return false;
        await insertAlertNote(tx, alertId, actor.id, note);
        return true;
      });
    },

    /** Locks the alert's player through the members service (which ends its sessions and audits the change). */
    async lockMember(merchantId: number, alertId: number, actor: Actor) {
      const view = await alertView(merchantId, alertId);
      await deps.members.setStatus(merchantId, view.alert.memberId, 'locked', actor);
      return detail(merchantId, alertId);
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
