import { DomainError } from '@ficha/contract';
import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { kindModules } from './agent-contracts.service.ts';
import { contractPeriodsInUse, periodSettled } from './contract-bills.queries.ts';
import type { ContractSettlement } from './contract-settlement.ts';

/**
 * Settles, for every merchant, kind and period kind with contracts, the last period that has closed and has no
 * finished run yet (decision 0046): a 5-minute window within seconds of its end (SPEC §9), an hour or a day once
 * the fold holds it. The settlement is exact under its advisory lock and idempotent per (contract, period), so
 * every instance may run this; a period missed while no instance ran is run from the console.
 */
export async function settleClosedPeriods(
  db: Db,
  deps: { settlement: ContractSettlement; merchants: { byId(id: number): Promise<Merchant> }; now: () => Date },
) {
  let settled = 0;
  for (const use of await contractPeriodsInUse(db)) {
    const merchant = await deps.merchants.byId(use.merchant_id);
    if (!merchant.enabledModules.has('AGENTPOLICY3') || !merchant.enabledModules.has(kindModules[use.kind])) continue;
    const current = await deps.settlement.boundsOf(merchant, { kind: use.kind, period: use.period, at: deps.now() });
    const last = new Date(current.start.getTime() - 1);
    const { start } = await deps.settlement.boundsOf(merchant, { kind: use.kind, period: use.period, at: last });
    if (await periodSettled(db, merchant.id, use.kind, use.period, start)) continue;
    try {
      await deps.settlement.settle(merchant.id, { kind: use.kind, period: use.period, at: last });
      settled++;
    } catch (error) {
      // Not closed yet (the fold or the window's grace): the next tick tries again.
      if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    }
  }
  return settled;
}

export function startContractSettlementJob(
  log: FastifyBaseLogger,
  db: Db,
  deps: Parameters<typeof settleClosedPeriods>[1],
  everyMs: number,
) {
  return startPeriodicJob(log, { name: 'settle-contract-periods', everyMs, work: () => settleClosedPeriods(db, deps) });
}
