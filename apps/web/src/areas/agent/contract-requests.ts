import type { Consolidated, ContractKindName } from '@ficha/contract';
import type { ContractTier } from './contract-tiers.tsx';

/** A contract waiting for the agent's answer: an offer (P, E) or its upline's termination request (V). */
export interface ContractRequest {
  id: number;
  kind: ContractKindName;
  productType: string;
  status: string;
  downlineHigherRate: boolean;
  tiers: ContractTier[];
}

/** A percentage from the dividend block's fraction (0.015 → 1.5), kept to 2 decimals. */
const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** The `…req…` blocks of consolidated (upstream-api §5.1) as one list, a dividend's tier rows joined by id. */
export function contractRequestsOf(data: Consolidated): ContractRequest[] {
  const out: ContractRequest[] = [];
  for (const [productType, rows] of Object.entries(data.divtypereq))
    for (const row of rows) {
      const tier = {
        rate: percentOf(row.contractRate),
        minValidBet: row.minimumBet,
        minNetLoss: row.netLoss,
        minActiveMembers: row.activeMember,
      };
      const known = out.find((r) => r.kind === 'dividend' && r.id === row.id);
      if (known) known.tiers.push(tier);
      else
        out.push({
          id: row.id,
          kind: 'dividend',
          productType,
          status: row.status,
          downlineHigherRate: row.downlineHigherRate === 'Y',
          tiers: [tier],
        });
    }
  const salaryRequest = (
    kind: ContractKindName,
    productType: string,
    row: { status: string; downlineHigherRate: 'Y' | 'N' },
    id: number,
    rates: ReadonlyArray<{ rate: number; minValidBet: number; activeMember: number }>,
  ): ContractRequest => ({
    id,
    kind,
    productType,
    status: row.status,
    downlineHigherRate: row.downlineHigherRate === 'Y',
    tiers: rates.map((d) => ({
      rate: d.rate,
      minValidBet: d.minValidBet,
      minNetLoss: null,
      minActiveMembers: d.activeMember,
    })),
  });
  const salaries = [
    ['daily', data.dailysalreqtype],
    ['realtime', data.realtimesalreqtype],
  ] as const;
  for (const [kind, block] of salaries)
    for (const [productType, rows] of Object.entries(block))
      for (const row of rows)
        out.push(
          salaryRequest(
            kind,
            productType,
            row,
            row.id,
            row.details.map((d) => ({ ...d, minValidBet: d.betVolume })),
          ),
        );
  for (const [productType, rows] of Object.entries(data.contracthoursalreq))
    for (const row of rows)
      out.push(
        salaryRequest(
          'hourly',
          productType,
          row,
          row.contractId,
          row.hourSalaryRates.map((d) => ({ ...d, minValidBet: d.minimumBet })),
        ),
      );
  return out;
}
