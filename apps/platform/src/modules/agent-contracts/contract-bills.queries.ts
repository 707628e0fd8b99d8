import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ContractPeriod } from './agent-contracts.queries.ts';
import type { ContractKind } from './contract-bills.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type BillState = 'calculated' | 'pending_approval' | 'paid' | 'rejected' | 'carried_over';
export type Payer = 'house' | 'upline';

export interface ContractSettings {
  payer: Payer;
  approvalThresholdMinor: bigint;
  secondApprovalThresholdMinor: bigint;
  carryNegativeDividend: boolean;
}

export const defaultContractSettings: ContractSettings = {
  payer: 'house',
  approvalThresholdMinor: 100_000_000n,
  secondApprovalThresholdMinor: 1_000_000_000n,
  carryNegativeDividend: false,
};

export async function findSettings(db: Db, merchantId: number): Promise<ContractSettings> {
  const rows = rowsOf<Record<string, string | boolean>>(
    await db.execute(sql`select * from platform.contract_settings where merchant_id = ${merchantId}`),
  );
  const r = rows[0];
  if (!r) return defaultContractSettings;
  return {
    payer: r.payer as Payer,
    approvalThresholdMinor: BigInt(r.approval_threshold_minor as string),
    secondApprovalThresholdMinor: BigInt(r.second_approval_threshold_minor as string),
    carryNegativeDividend: Boolean(r.carry_negative_dividend),
  };
}

export async function saveSettings(db: Db, merchantId: number, s: ContractSettings) {
  await db.execute(sql`insert into platform.contract_settings (merchant_id, payer, approval_threshold_minor,
      second_approval_threshold_minor, carry_negative_dividend)
    values (${merchantId}, ${s.payer}, ${s.approvalThresholdMinor.toString()},
      ${s.secondApprovalThresholdMinor.toString()}, ${s.carryNegativeDividend})
    on conflict (merchant_id) do update set payer = excluded.payer,
      approval_threshold_minor = excluded.approval_threshold_minor,
      second_approval_threshold_minor = excluded.second_approval_threshold_minor,
      carry_negative_dividend = excluded.carry_negative_dividend, updated_at = now()`);
}

export interface BillRow {
  id: number;
  merchantId: number;
  contractId: number;
  agentId: number;
  uplineId: number | null;
  kind: ContractKind;
  period: ContractPeriod;
  periodStart: Date;
  periodEnd: Date;
  currency: string;
  validBetMinor: bigint;
  netLossMinor: bigint;
  activeMembers: number;
  tier: number | null;
  rateBp: number;
  grossMinor: bigint;
  downlineMinor: bigint;
  ownMinor: bigint;
  adjustmentMinor: bigint;
  carriedInMinor: bigint;
  payer: Payer;
  amountMinor: bigint;
  state: BillState;
  approvals: number;
  approvedBy: number | null;
  ledgerEntryId: number | null;
  lastError: string | null;
  settledAt: Date | null;
}

const big = (v: unknown) => BigInt(v as string);

function toBill(r: Record<string, unknown>): BillRow {
  return {
    id: Number(r.id),
    merchantId: Number(r.merchant_id),
    contractId: Number(r.contract_id),
    agentId: Number(r.agent_id),
    uplineId: r.upline_id === null || r.upline_id === undefined ? null : Number(r.upline_id),
    kind: r.kind as ContractKind,
    period: r.period as ContractPeriod,
    periodStart: new Date(r.period_start as string),
    periodEnd: new Date(r.period_end as string),
    currency: String(r.currency),
    validBetMinor: big(r.valid_bet_minor),
    netLossMinor: big(r.net_loss_minor),
    activeMembers: Number(r.active_members),
    tier: r.tier === null ? null : Number(r.tier),
    rateBp: Number(r.rate_bp),
    grossMinor: big(r.gross_minor),
    downlineMinor: big(r.downline_minor),
    ownMinor: big(r.own_minor),
    adjustmentMinor: big(r.adjustment_minor),
    carriedInMinor: big(r.carried_in_minor),
    payer: r.payer as Payer,
    amountMinor: big(r.amount_minor),
    state: r.state as BillState,
    approvals: Number(r.approvals),
    approvedBy: r.approved_by === null ? null : Number(r.approved_by),
    ledgerEntryId: r.ledger_entry_id === null ? null : Number(r.ledger_entry_id),
    lastError: (r.last_error as string | null) ?? null,
    settledAt: r.settled_at === null ? null : new Date(r.settled_at as string),
  };
}

const billColumns = sql`b.*, c.upline_id`;

export type NewBill = Omit<
  BillRow,
  'id' | 'uplineId' | 'approvals' | 'approvedBy' | 'ledgerEntryId' | 'lastError' | 'settledAt'
> & { runId: number };

/** Writes the bills of a period; one already made for a (contract, period) stays as it is. Answers how many. */
/** Rows per insert statement: a period of a large tree writes its bills in a few statements, not one per bill. */
const billInsertBatch = 500;

export async function insertBills(db: Db, bills: readonly NewBill[]) {
  let inserted = 0;
  for (let from = 0; from < bills.length; from += billInsertBatch) {
    const values = bills.slice(from, from + billInsertBatch).map(
      (b) => sql`(${b.merchantId}, ${b.contractId}, ${b.agentId}, ${b.kind}, ${b.period},
          ${b.periodStart.toISOString()}::timestamptz, ${b.periodEnd.toISOString()}::timestamptz, ${b.currency},
          ${b.validBetMinor.toString()}::bigint, ${b.netLossMinor.toString()}::bigint, ${b.activeMembers}::integer,
          ${b.tier}::integer, ${b.rateBp}::integer, ${b.grossMinor.toString()}::bigint,
          ${b.downlineMinor.toString()}::bigint, ${b.ownMinor.toString()}::bigint,
          ${b.adjustmentMinor.toString()}::bigint, ${b.carriedInMinor.toString()}::bigint, ${b.payer},
          ${b.amountMinor.toString()}::bigint, ${b.state}, ${b.runId}::bigint)`,
    );
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`insert into platform.contract_bills (merchant_id, contract_id, agent_id, kind, period,
          period_start, period_end, currency, valid_bet_minor, net_loss_minor, active_members, tier, rate_bp,
          gross_minor, downline_minor, own_minor, adjustment_minor, carried_in_minor, payer, amount_minor, state, run_id)
        values ${sql.join(values, sql`, `)}
        on conflict (contract_id, period_start) do nothing returning id`),
    );
    inserted += rows.length;
  }
  return inserted;
}

/** The bills of one merchant's kind and period start, top of the tree first (an upline is paid before it pays). */
export async function billsOfPeriod(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  period: ContractPeriod,
  periodStart: Date,
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${billColumns} from platform.contract_bills b
      join platform.agent_contracts c on c.id = b.contract_id
      join platform.members m on m.id = b.agent_id
      where b.merchant_id = ${merchantId} and b.kind = ${kind} and b.period = ${period}
        and b.period_start = ${periodStart.toISOString()}::timestamptz
      order by length(m.ancestor_path), b.id`),
  );
  return rows.map(toBill);
}

/** The bill of each contract for the period that ended when the given one started (adjustments, carry-over). */
export async function previousBills(db: Db, contractIds: readonly number[], before: Date) {
  if (contractIds.length === 0) return new Map<number, BillRow>();
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${billColumns} from platform.contract_bills b
      join platform.agent_contracts c on c.id = b.contract_id
      where b.period_end = ${before.toISOString()}::timestamptz
        and b.contract_id = any(${`{${contractIds.join(',')}}`}::bigint[])`),
  );
  return new Map(rows.map((r) => [Number(r.contract_id), toBill(r)]));
}

export async function findBill(db: Db, merchantId: number, id: number, lock = false) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${billColumns} from platform.contract_bills b
      join platform.agent_contracts c on c.id = b.contract_id
      where b.merchant_id = ${merchantId} and b.id = ${id} ${lock ? sql`for update of b` : sql``}`),
  );
  return rows[0] ? toBill(rows[0]) : undefined;
}

export async function listBills(
  db: Db,
  q: { merchantId: number; agentId?: number; kind?: ContractKind; state?: BillState; limit: number; offset?: number },
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${billColumns} from platform.contract_bills b
      join platform.agent_contracts c on c.id = b.contract_id
      where b.merchant_id = ${q.merchantId}
        ${q.agentId === undefined ? sql`` : sql`and b.agent_id = ${q.agentId}`}
        ${q.kind === undefined ? sql`` : sql`and b.kind = ${q.kind}`}
        ${q.state === undefined ? sql`` : sql`and b.state = ${q.state}`}
      order by b.period_start desc, b.id desc limit ${q.limit} offset ${q.offset ?? 0}`),
  );
  return rows.map(toBill);
}

export async function updateBill(
  db: Db,
  id: number,
  change: {
    state: BillState;
    ledgerEntryId?: number | null;
    lastError?: string | null;
    approvals?: number;
    approvedBy?: number | null;
  },
) {
  await db.execute(sql`update platform.contract_bills set state = ${change.state},
      ledger_entry_id = coalesce(${change.ledgerEntryId ?? null}, ledger_entry_id),
      last_error = ${change.lastError ?? null},
      approvals = coalesce(${change.approvals ?? null}, approvals),
      approved_by = coalesce(${change.approvedBy ?? null}, approved_by),
      settled_at = case when ${change.state} in ('paid', 'rejected', 'carried_over') then now() else settled_at end
    where id = ${id}`);
}

export async function startRun(
  db: Db,
  r: {
    merchantId: number;
    kind: ContractKind;
    period: ContractPeriod;
    start: Date;
    end: Date;
    trigger: 'job' | 'operator';
    operatorId: number | null;
  },
) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`insert into platform.contract_settlement_runs (merchant_id, kind, period, period_start,
        period_end, trigger, operator_id)
      values (${r.merchantId}, ${r.kind}, ${r.period}, ${r.start.toISOString()}::timestamptz,
        ${r.end.toISOString()}::timestamptz, ${r.trigger}, ${r.operatorId}) returning id`),
  );
  return Number(rows[0]!.id);
}

export async function finishRun(db: Db, id: number, bills: number, paidMinor: bigint) {
  await db.execute(sql`update platform.contract_settlement_runs set bills = ${bills},
      paid_minor = ${paidMinor.toString()}, finished_at = now() where id = ${id}`);
}

/** Whether a run of this period has finished (the job settles each period once; operators may run again). */
export async function periodSettled(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  period: ContractPeriod,
  start: Date,
) {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from platform.contract_settlement_runs where merchant_id = ${merchantId}
      and kind = ${kind} and period = ${period} and period_start = ${start.toISOString()}::timestamptz and finished_at is not null limit 1`),
  );
  return rows.length > 0;
}

/** Merchants with effective contracts, and each kind and period kind they hold. */
export async function contractPeriodsInUse(db: Db) {
  return rowsOf<{ merchant_id: number; kind: ContractKind; period: ContractPeriod; time_zone: string }>(
    await db.execute(sql`select distinct c.merchant_id, c.kind, c.period, m.time_zone
      from platform.agent_contracts c join platform.merchants m on m.id = c.merchant_id
      where c.status = 'V' or c.ended_at > now() - interval '32 days'`),
  );
}
