import { toWireMoney, type AgentContract, type Consolidated, type ContractBill } from '@ficha/contract';
import type { ContractRow } from './agent-contracts.queries.ts';
import type { ContractOffer } from './agent-contracts.service.ts';
import type { ContractTier } from './contract-bills.ts';
import type { BillRow } from './contract-bills.queries.ts';

/** A rate in basis points as the wire's percentage (150 → 1.5). */
export const wireRate = (rateBp: number) => rateBp / 100;
/** The wire's percentage (at most 2 decimals, checked by the contract) in basis points. */
export const rateBpOf = (rate: number) => Math.round(rate * 100);

export function tiersFromWire(
  tiers: ReadonlyArray<{ rate: number; minValidBet: bigint; minNetLoss: bigint | null; minActiveMembers: number }>,
): ContractTier[] {
  return tiers.map((t) => ({
    rateBp: rateBpOf(t.rate),
    minValidBetMinor: t.minValidBet,
    minNetLossMinor: t.minNetLoss,
    minActiveMembers: t.minActiveMembers,
  }));
}

/** An offer as the agent center and the console send it. */
export function offerFromWire(input: {
  agentId: number;
  kind: ContractOffer['kind'];
  productType: string;
  period: ContractOffer['period'];
  activeThreshold: bigint;
  tiers: Parameters<typeof tiersFromWire>[0];
}): ContractOffer {
  return {
    agentId: input.agentId,
    kind: input.kind,
    productType: input.productType,
    period: input.period,
    // A member is active with valid bets of at least the threshold; a threshold of 0 means any valid bet.
    activeThresholdMinor: input.activeThreshold > 0n ? input.activeThreshold : 1n,
    tiers: tiersFromWire(input.tiers),
  };
}

export const yesNo = (flag: boolean) => (flag ? ('Y' as const) : ('N' as const));

export const tiersToWire = (tiers: readonly ContractTier[]) =>
  tiers.map((t) => ({
    rate: wireRate(t.rateBp),
    minValidBet: toWireMoney(t.minValidBetMinor),
    minNetLoss: t.minNetLossMinor === null ? null : toWireMoney(t.minNetLossMinor),
    minActiveMembers: t.minActiveMembers,
  }));

export function contractToWire(c: ContractRow): AgentContract {
  return {
    id: c.id,
    kind: c.kind,
    productType: c.productType,
    period: c.period,
    status: c.status,
    uplineId: c.uplineId,
    agentId: c.agentId,
    agentUsername: c.agentUsername,
    activeThreshold: toWireMoney(c.activeThresholdMinor),
    tiers: tiersToWire(c.tiers),
    terminationRequestedBy: c.terminationRequestedBy,
    endReason: c.endReason,
    offeredAt: c.offeredAt.toISOString(),
    effectiveAt: c.effectiveAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
  };
}

export function billToWire(b: BillRow): ContractBill {
  return {
    id: b.id,
    contractId: b.contractId,
    agentId: b.agentId,
    kind: b.kind,
    period: b.period,
    periodStart: b.periodStart.toISOString(),
    periodEnd: b.periodEnd.toISOString(),
    validBet: toWireMoney(b.validBetMinor),
    netLoss: toWireMoney(b.netLossMinor),
    activeMembers: b.activeMembers,
    tier: b.tier,
    rate: wireRate(b.rateBp),
    gross: toWireMoney(b.grossMinor),
    downline: toWireMoney(b.downlineMinor),
    own: toWireMoney(b.ownMinor),
    adjustment: toWireMoney(b.adjustmentMinor),
    carriedIn: toWireMoney(b.carriedInMinor),
    payer: b.payer,
    amount: toWireMoney(b.amountMinor),
    state: b.state,
    approvals: b.approvals,
    lastError: b.lastError,
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}

/**
 * The consolidated blocks (upstream-api §5.1): contracts waiting for the member's answer (an offer, or its
 * upline's termination request) in the `…req…` blocks, effective ones in the `…info…` blocks, per productType.
 */
export function consolidatedOf(
  contracts: ReadonlyArray<{ contract: ContractRow; downlineHigherRate: boolean }>,
): Consolidated {
  const out: Consolidated = {
    divtypereq: {},
    dailysalreqtype: {},
    contracthoursalreq: {},
    realtimesalreqtype: {},
    divtypeinfo: {},
    dailysalinfotype: {},
    contracthoursalinfo: {},
    realtimesalinfo: {},
  };
  const push = <T>(block: Record<string, T[]>, key: string, rows: T[]) => {
    block[key] = [...(block[key] ?? []), ...rows];
  };
  for (const { contract: c, downlineHigherRate } of contracts) {
    const waiting = c.status === 'P' || c.status === 'E' || c.terminationRequestedBy === 'upline';
    const higher = yesNo(downlineHigherRate);
    const details = c.tiers.map((t) => ({
      betVolume: toWireMoney(t.minValidBetMinor),
      activeMember: t.minActiveMembers,
      rateType: 'P' as const,
      rate: wireRate(t.rateBp),
    }));
    const salary = { id: c.id, status: c.status, downlineHigherRate: higher, details };
    if (c.kind === 'dividend')
      push(
        waiting ? out.divtypereq : out.divtypeinfo,
        c.productType,
        c.tiers.map((t) => ({
          id: c.id,
          minimumBet: toWireMoney(t.minValidBetMinor),
          netLoss: toWireMoney(t.minNetLossMinor ?? 0n),
          activeMember: t.minActiveMembers,
          contractRate: t.rateBp / 10_000,
          status: c.status,
          downlineHigherRate: higher,
          period: c.period,
        })),
      );
    else if (c.kind === 'daily') push(waiting ? out.dailysalreqtype : out.dailysalinfotype, c.productType, [salary]);
    else if (c.kind === 'realtime')
      push(waiting ? out.realtimesalreqtype : out.realtimesalinfo, c.productType, [salary]);
    else
      push(waiting ? out.contracthoursalreq : out.contracthoursalinfo, c.productType, [
        {
          contractId: c.id,
          status: c.status,
          downlineHigherRate: higher,
          hourSalaryRates: details.map((d) => ({
            minimumBet: d.betVolume,
            activeMember: d.activeMember,
            rateType: d.rateType,
            rate: d.rate,
          })),
        },
      ]);
  }
  return out;
}
