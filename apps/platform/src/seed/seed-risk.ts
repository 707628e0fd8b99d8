import type { RiskRuleInput } from '@ficha/contract';
import type { Db } from '../db/database.ts';
import { riskRules } from '../db/schema/index.ts';
import { riskRuleParams } from '../modules/risk/risk-rules.ts';

/**
 * The demo's risk rules (decisions 0047, 0062): a deposit above 1,000.00, a withdrawal after little play, a sudden
 * stake increase, and a withdrawal by a player granted 3 bonuses or more in 30 days raise alerts. The shared-accounts and play-hours rules stay off: every demo player signs in from
 * the same address and browser, which would flag them all.
 */
export const demoRiskRules: readonly RiskRuleInput[] = [
  { rule: 'large_deposit', enabled: true, threshold: 1_000_00n },
  { rule: 'deposit_withdraw', enabled: true, lookbackDays: 7, playPercent: 30 },
  { rule: 'stake_increase', enabled: true, factor: 5, minStake: 1_000_00n },
  { rule: 'bonus_hunting', enabled: true, lookbackDays: 30, minBonuses: 3 },
];

export async function seedRiskRules(tx: Db, merchantId: number): Promise<void> {
  await tx
    .insert(riskRules)
    .values(demoRiskRules.map((r) => ({ merchantId, rule: r.rule, enabled: r.enabled, params: riskRuleParams(r) })));
}
