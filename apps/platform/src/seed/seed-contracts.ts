import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { members, type MemberRow } from '../db/schema/index.ts';
import { foldAllMemberStats } from '../modules/agent-reports/member-stats-fold.ts';
import { createAgentContractService } from '../modules/agent-contracts/agent-contracts.service.ts';
import type { ContractKind, ContractTier } from '../modules/agent-contracts/contract-bills.ts';
import { createContractSettlement } from '../modules/agent-contracts/contract-settlement.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';

const dayMs = 86_400_000;
const tier = (rateBp: number, minValidBetMinor = 0n, minActiveMembers = 0, minNetLossMinor: bigint | null = null) =>
  ({ rateBp, minValidBetMinor, minNetLossMinor, minActiveMembers }) satisfies ContractTier;

/**
 * The demo's agent contracts (issue 15, decision 0053), made through the services and dated back to before the
 * agent history: templates for every kind, the house paying; a weekly dividend down agente1 → agente2 → agente3
 * and a daily salary from the house to agente1 (agente1 offers agente2 one in the README's walk-through and the
 * E2E journey). Then the fold reads the history and every closed day and week of it is settled and paid through
 * the ledger (one `commission` entry per bill), as the job would have done.
 */
export async function seedContracts(tx: Db, merchantId: number, options: { now: Date; historyDays: number }) {
  const audit = createAuditService(tx);
  const merchants = createMerchantService(tx, { audit, defaultMerchantCode: 'demo' });
  const merchant = await merchants.byId(merchantId);
  const contracts = createAgentContractService(tx, { audit });
  const operator = { name: 'seed', ip: null };
  const maxRates: Record<ContractKind, number> = { dividend: 4_000, daily: 300, hourly: 200, realtime: 100 };
  for (const [kind, maxRateBp] of Object.entries(maxRates) as Array<[ContractKind, number]>)
    await contracts.saveTemplate(merchant, { kind, enabled: true, maxRateBp, tiers: [] }, operator);
  await contracts.saveSettings(
    merchant,
    {
      payer: 'house',
      approvalThresholdMinor: 500_000n,
      secondApprovalThresholdMinor: 2_000_000n,
      carryNegativeDividend: true,
    },
    operator,
  );
  const rows = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.username, ['agente1', 'agente2', 'agente3'])));
  const agent = (username: string) => {
    const row = rows.find((r) => r.username === username);
    if (!row) throw new Error(`demo agent ${username} missing`);
    return row;
  };
  const sign = async (upline: MemberRow | null, to: MemberRow, kind: ContractKind, tiers: ContractTier[]) => {
    const { contract } = await contracts.offer(
      merchant,
      upline,
      {
        agentId: to.id,
        kind,
        productType: 'CONS',
        period: kind === 'daily' ? 'day' : 'week',
        activeThresholdMinor: 1_000n,
        tiers,
      },
      upline ? { memberId: upline.id, name: upline.username, ip: null } : operator,
    );
    await contracts.act(
      merchant,
      { agent: to },
      contract.id,
      'accept',
      { memberId: to.id, name: to.username, ip: null },
      true,
    );
  };
  const [agente1, agente2, agente3] = [agent('agente1'), agent('agente2'), agent('agente3')];
  await sign(null, agente1, 'dividend', [tier(3_000), tier(3_500, 100_000n, 3, 20_000n)]);
  await sign(agente1, agente2, 'dividend', [tier(2_000)]);
  await sign(agente2, agente3, 'dividend', [tier(1_000)]);
  await sign(null, agente1, 'daily', [tier(100), tier(150, 50_000n, 2)]);

  // Effective from before the history's first day, as if signed then.
  const since = new Date(options.now.getTime() - (options.historyDays + 8) * dayMs);
  await tx.execute(sql`update platform.agent_contracts set offered_at = ${since}, effective_at = ${since}
    where merchant_id = ${merchantId}`);
  await tx.execute(sql`update platform.agent_contract_actions a set created_at = ${since}
    from platform.agent_contracts c where c.id = a.contract_id and c.merchant_id = ${merchantId}`);

  // The fold waits for every transaction that was open on the server when it started: at first boot there is none,
  // but beside a test suite's other files (a seed inside a test on a shared PostgreSQL) one may run for a minute.
  await foldAllMemberStats(tx, 240_000);
  const settlement = createContractSettlement(tx, {
    ledger: createLedgerService(tx),
    merchants,
    now: () => options.now,
  });
  for (let day = options.historyDays; day >= 1; day--) {
    const at = new Date(options.now.getTime() - day * dayMs);
    await settlement.settle(merchantId, { kind: 'daily', period: 'day', at });
    if (day % 7 === 0) await settlement.settle(merchantId, { kind: 'dividend', period: 'week', at });
  }
}
