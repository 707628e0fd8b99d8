/**
 * The arithmetic of a period's bills (decision 0046), pure so that the model test can hold it against a
 * straightforward computation of its own. Rates are hundredths of a percent (basis points); money is bigint minor
 * units; every division truncates toward zero, once per contract.
 */

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';

export interface ContractTier {
  rateBp: number;
  minValidBetMinor: bigint;
  /** Dividends: the team's net loss (valid bets − payouts) the period must reach; null for no condition. */
  minNetLossMinor: bigint | null;
  minActiveMembers: number;
}

export interface PeriodFigures {
  contractId: number;
  agentId: number;
  uplineId: number | null;
  tiers: ContractTier[];
  validBetMinor: bigint;
  netLossMinor: bigint;
  activeMembers: number;
}

export interface ComputedBill {
  contractId: number;
  agentId: number;
  /** Index of the tier the figures reach, null when none. */
  tier: number | null;
  /** The rate applied: the tier's, never above the rate its upline's contract got in the same period. */
  rateBp: number;
  grossMinor: bigint;
  /** What the contracts this agent gave its direct downline took of the gross. */
  downlineMinor: bigint;
  ownMinor: bigint;
}

/** The highest tier whose every minimum the figures reach (tiers increase, so the reached ones are a prefix). */
export function reachedTier(tiers: readonly ContractTier[], figures: Omit<PeriodFigures, 'tiers'>): number | null {
  let reached: number | null = null;
  tiers.forEach((tier, index) => {
    if (
      figures.validBetMinor >= tier.minValidBetMinor &&
      (tier.minNetLossMinor === null || figures.netLossMinor >= tier.minNetLossMinor) &&
      figures.activeMembers >= tier.minActiveMembers
    )
      reached = index;
  });
  return reached;
}

/** What a kind pays a rate of: a salary the team's valid bets, a dividend its net loss (negative when it won). */
export function baseOf(kind: ContractKind, figures: Pick<PeriodFigures, 'validBetMinor' | 'netLossMinor'>): bigint {
  return kind === 'dividend' ? figures.netLossMinor : figures.validBetMinor;
}

/**
 * The bills of one kind and period for every contract effective in it. Each agent's rate is capped by the rate its
 * upline's contract got (an upline without a contract of the kind gives none: rate 0), so along any path the
 * rates never increase; an agent's own share is its gross less the gross of the contracts it gave, so the bills
 * of a chain add up to its top contract's gross — the house never pays more than the top rate on any bet.
 */
export function computeBills(kind: ContractKind, figures: readonly PeriodFigures[]): ComputedBill[] {
  const byAgent = new Map(figures.map((f) => [f.agentId, f]));
  const rates = new Map<number, number>();
  const rateOf = (f: PeriodFigures): number => {
    const known = rates.get(f.contractId);
    if (known !== undefined) return known;
    const tier = reachedTier(f.tiers, f);
    const own = tier === null ? 0 : (f.tiers[tier]?.rateBp ?? 0);
    const upline = f.uplineId === null ? undefined : byAgent.get(f.uplineId);
    const cap = f.uplineId === null ? 10_000 : upline ? rateOf(upline) : 0;
    const rate = Math.min(own, cap);
    rates.set(f.contractId, rate);
    return rate;
  };
  const gross = new Map(figures.map((f) => [f.agentId, (baseOf(kind, f) * BigInt(rateOf(f))) / 10_000n]));
  const downline = new Map<number, bigint>();
  for (const f of figures) {
    if (f.uplineId !== null && byAgent.has(f.uplineId))
      downline.set(f.uplineId, (downline.get(f.uplineId) ?? 0n) + (gross.get(f.agentId) ?? 0n));
  }
  return figures.map((f) => {
    const grossMinor = gross.get(f.agentId) ?? 0n;
    const downlineMinor = downline.get(f.agentId) ?? 0n;
    return {
      contractId: f.contractId,
      agentId: f.agentId,
      tier: reachedTier(f.tiers, f),
      rateBp: rateOf(f),
      grossMinor,
      downlineMinor,
      ownMinor: grossMinor - downlineMinor,
    };
  });
}

/**
 * Tiers a contract may hold: at least one, each minimum at least the previous one's and at least one of them
 * higher, and the rate higher too — so two tiers never apply to the same figures with different rates. Answers the
 * index of the first tier that breaks the order, or null.
 */
export function overlappingTier(tiers: readonly ContractTier[]): number | null {
  for (let i = 1; i < tiers.length; i++) {
    const a = tiers[i - 1]!;
    const b = tiers[i]!;
    const loss = (t: ContractTier) => t.minNetLossMinor ?? -(2n ** 62n);
    const notLower =
      b.minValidBetMinor >= a.minValidBetMinor && loss(b) >= loss(a) && b.minActiveMembers >= a.minActiveMembers;
    const higher =
      b.minValidBetMinor > a.minValidBetMinor || loss(b) > loss(a) || b.minActiveMembers > a.minActiveMembers;
    if (!notLower || !higher || b.rateBp <= a.rateBp) return i;
  }
  return null;
}
