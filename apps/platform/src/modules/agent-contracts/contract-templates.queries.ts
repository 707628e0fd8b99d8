import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fromStoredTiers, toStoredTiers, type StoredTier } from './agent-contracts.queries.ts';
import type { ContractKind, ContractTier } from './contract-bills.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface ContractTemplate {
  kind: ContractKind;
  enabled: boolean;
  maxRateBp: number;
  tiers: ContractTier[];
}

export async function listTemplates(db: Db, merchantId: number): Promise<ContractTemplate[]> {
  const rows = rowsOf<{ kind: ContractKind; enabled: boolean; max_rate_bp: number; tiers: unknown }>(
    await db.execute(
      sql`select kind, enabled, max_rate_bp, tiers from platform.contract_templates where merchant_id = ${merchantId} order by kind`,
    ),
  );
  return rows.map((r) => ({
    kind: r.kind,
    enabled: r.enabled,
    maxRateBp: Number(r.max_rate_bp),
    tiers: fromStoredTiers((typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as StoredTier[]),
  }));
}

export async function saveTemplate(db: Db, merchantId: number, t: ContractTemplate) {
  const tiers = toStoredTiers(t.tiers);
  await db.execute(sql`insert into platform.contract_templates (merchant_id, kind, enabled, max_rate_bp, tiers)
    values (${merchantId}, ${t.kind}, ${t.enabled}, ${t.maxRateBp}, ${JSON.stringify(tiers)}::jsonb)
    on conflict (merchant_id, kind) do update set enabled = excluded.enabled, max_rate_bp = excluded.max_rate_bp,
      tiers = excluded.tiers, updated_at = now()`);
}
