import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ContractKind, ContractTier, PeriodFigures } from './contract-bills.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ContractPeriod = 'day' | 'week' | 'semimonth' | 'month' | 'hour' | 'window';
export type ContractStatus = 'P' | 'E' | 'V' | 'ended';
export type EndReason = 'rejected' | 'terminated' | 'replaced' | 'upline_lowered' | 'withdrawn';

export interface ContractRow {
  id: number;
  merchantId: number;
  kind: ContractKind;
  productType: string;
  uplineId: number | null;
  agentId: number;
  period: ContractPeriod;
  status: ContractStatus;
  activeThresholdMinor: bigint;
  tiers: ContractTier[];
  replacesContractId: number | null;
  terminationRequestedBy: 'upline' | 'agent' | null;
  endReason: EndReason | null;
  offeredAt: Date;
  effectiveAt: Date | null;
  endedAt: Date | null;
  agentUsername: string;
}

/** A contract's columns and its agent's username (alias `c`). */
const contractColumns = sql`c.*, (select u.username from platform.members u where u.id = c.agent_id) as agent_username`;

export interface StoredTier {
  rateBp: number;
  minValidBetMinor: string;
  minNetLossMinor: string | null;
  minActiveMembers: number;
}

export const toStoredTiers = (tiers: readonly ContractTier[]): StoredTier[] =>
  tiers.map((t) => ({
    rateBp: t.rateBp,
    minValidBetMinor: t.minValidBetMinor.toString(),
    minNetLossMinor: t.minNetLossMinor === null ? null : t.minNetLossMinor.toString(),
    minActiveMembers: t.minActiveMembers,
  }));

export const fromStoredTiers = (tiers: readonly StoredTier[]): ContractTier[] =>
  tiers.map((t) => ({
    rateBp: t.rateBp,
    minValidBetMinor: BigInt(t.minValidBetMinor),
    minNetLossMinor: t.minNetLossMinor === null ? null : BigInt(t.minNetLossMinor),
    minActiveMembers: t.minActiveMembers,
  }));

const when = (value: string | Date | null) => (value === null ? null : new Date(value));

function toContract(r: Record<string, unknown>): ContractRow {
  return {
    id: Number(r.id),
    merchantId: Number(r.merchant_id),
    kind: r.kind as ContractKind,
    productType: String(r.product_type),
    uplineId: r.upline_id === null ? null : Number(r.upline_id),
    agentId: Number(r.agent_id),
    period: r.period as ContractPeriod,
    status: r.status as ContractStatus,
    activeThresholdMinor: BigInt(r.active_threshold_minor as string),
    tiers: fromStoredTiers((typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as StoredTier[]),
    replacesContractId: r.replaces_contract_id === null ? null : Number(r.replaces_contract_id),
    terminationRequestedBy: r.termination_requested_by as ContractRow['terminationRequestedBy'],
    endReason: r.end_reason as EndReason | null,
    offeredAt: new Date(r.offered_at as string),
    effectiveAt: when(r.effective_at as string | null),
    endedAt: when(r.ended_at as string | null),
    agentUsername: String(r.agent_username ?? ''),
  };
}

export async function findContract(db: Db, merchantId: number, id: number, lock = false) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${contractColumns} from platform.agent_contracts c where c.merchant_id = ${merchantId}
      and c.id = ${id} ${lock ? sql`for update` : sql``}`),
  );
  return rows[0] ? toContract(rows[0]) : undefined;
}

/** The contracts of an agent (as the one paid) or given by it (as the upline), of one kind or all, newest first. */
export async function listContracts(
  db: Db,
  q: { merchantId: number; agentId?: number; uplineId?: number; kind?: ContractKind; open?: boolean },
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${contractColumns} from platform.agent_contracts c
      where c.merchant_id = ${q.merchantId}
        ${q.agentId === undefined ? sql`` : sql`and c.agent_id = ${q.agentId}`}
        ${q.uplineId === undefined ? sql`` : sql`and c.upline_id = ${q.uplineId}`}
        ${q.kind === undefined ? sql`` : sql`and c.kind = ${q.kind}`}
        ${q.open ? sql`and c.status <> 'ended'` : sql``}
      order by c.id desc limit 500`),
  );
  return rows.map(toContract);
}

/** The open (offered or effective) contracts of a kind in an agent's subtree below it, for a rate check. */
export async function openContractsBelow(db: Db, merchantId: number, agentPath: string, kind: ContractKind) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select c.* from platform.agent_contracts c
      join platform.members m on m.id = c.agent_id
      where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.status <> 'ended'
        and m.ancestor_path like ${`${agentPath}%`} and m.ancestor_path <> ${agentPath}
      for update of c`),
  );
  return rows.map(toContract);
}

export async function insertContract(
  db: Db,
  c: Pick<
    ContractRow,
    | 'merchantId'
    | 'kind'
    | 'productType'
    | 'uplineId'
    | 'agentId'
    | 'period'
    | 'status'
    | 'activeThresholdMinor'
    | 'tiers'
    | 'replacesContractId'
  >,
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`insert into platform.agent_contracts (merchant_id, kind, product_type, upline_id, agent_id,
        period, status, active_threshold_minor, tiers, replaces_contract_id)
      values (${c.merchantId}, ${c.kind}, ${c.productType}, ${c.uplineId}, ${c.agentId}, ${c.period}, ${c.status},
        ${c.activeThresholdMinor.toString()}, ${JSON.stringify(toStoredTiers(c.tiers))}::jsonb, ${c.replacesContractId})
      returning *`),
  );
  return toContract(rows[0]!);
}

/** Moves a contract to a status (effective: from now; ended: with a reason, from now) and records the action. */
export async function changeContract(
  db: Db,
  c: ContractRow,
  change: {
    status: ContractStatus;
    action: string;
    endReason?: EndReason;
    terminationRequestedBy?: 'upline' | 'agent' | null;
    actorMemberId?: number | null;
    actorOperatorId?: number | null;
  },
) {
  await db.execute(sql`update platform.agent_contracts set status = ${change.status},
      end_reason = ${change.endReason ?? null},
      termination_requested_by = ${change.terminationRequestedBy ?? null},
      effective_at = case when ${change.status} = 'V' and effective_at is null then now() else effective_at end,
      ended_at = case when ${change.status} = 'ended' then now() else ended_at end
    where id = ${c.id}`);
  await recordAction(db, c.id, {
    action: change.action,
    before: c.status,
    after: change.status,
    actorMemberId: change.actorMemberId ?? null,
    actorOperatorId: change.actorOperatorId ?? null,
  });
}

export async function recordAction(
  db: Db,
  contractId: number,
  a: {
    action: string;
    before: ContractStatus | null;
    after: ContractStatus;
    actorMemberId: number | null;
    actorOperatorId: number | null;
  },
) {
  await db.execute(sql`insert into platform.agent_contract_actions (contract_id, action, actor_member_id,
      actor_operator_id, status_before, status_after)
    values (${contractId}, ${a.action}, ${a.actorMemberId}, ${a.actorOperatorId}, ${a.before}, ${a.after})`);
}

export async function contractActions(db: Db, contractId: number) {
  return rowsOf<{
    id: number;
    action: string;
    actor_member_id: number | null;
    actor_operator_id: number | null;
    status_before: string | null;
    status_after: string;
    created_at: string;
  }>(
    await db.execute(sql`select * from platform.agent_contract_actions where contract_id = ${contractId} order by id`),
  );
}

// ---- settlement -------------------------------------------------------------------------------------------

export async function periodBounds(db: Db, period: ContractPeriod, timeZone: string, at: Date) {
  const rows = rowsOf<{ period_start: string | Date; period_end: string | Date }>(
    await db.execute(
      sql`select period_start, period_end from platform.contract_period_bounds(${period}, ${timeZone}, ${at.toISOString()}::timestamptz)`,
    ),
  );
  return { start: new Date(rows[0]!.period_start), end: new Date(rows[0]!.period_end) };
}

export async function periodFolded(db: Db, end: Date) {
  const rows = rowsOf<{ folded: boolean }>(
    await db.execute(sql`select platform.contract_period_folded(${end.toISOString()}::timestamptz) as folded`),
  );
  return rows[0]!.folded;
}

export async function periodFigures(
  db: Db,
  q: { merchantId: number; kind: ContractKind; period: ContractPeriod; start: Date; end: Date },
): Promise<PeriodFigures[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from platform.contract_period_figures(${q.merchantId}, ${q.kind}, ${q.period},
      ${q.start.toISOString()}::timestamptz, ${q.end.toISOString()}::timestamptz)`),
  );
  return rows.map((r) => ({
    contractId: Number(r.contract_id),
    agentId: Number(r.agent_id),
    uplineId: r.upline_id === null ? null : Number(r.upline_id),
    tiers: fromStoredTiers((typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as StoredTier[]),
    validBetMinor: BigInt(r.valid_bet_minor as string),
    netLossMinor: BigInt(r.net_loss_minor as string),
    activeMembers: Number(r.active_members),
  }));
}

/** Serialises settlement runs of one merchant, kind and period (held until the transaction ends). */
export async function lockPeriod(db: Db, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`contract-settlement:${key}`}))`);
}
