import { riskRuleKinds, toWireMoney, type RiskRule, type RiskRuleInput, type RiskRuleKind } from '@ficha/contract';
import type { RiskRuleRow } from '../../db/schema/index.ts';

type Params = Record<string, string | number>;

/** The values a kind shows before an operator sets it (it is off until then). Money in minor units. */
const suggested: Record<RiskRuleKind, Params> = {
  large_deposit: { thresholdMinor: '1000000' },
  deposit_withdraw: { lookbackDays: 7, playPercent: 30 },
  shared_accounts: { accounts: 3 },
  stake_increase: { factor: 5, minStakeMinor: '100000' },
  play_hours: { fromHour: 0, toHour: 6 },
  bonus_hunting: { lookbackDays: 30, minBonuses: 3 },
};

const money = (params: Params, key: string) => toWireMoney(BigInt(params[key] ?? 0));
const whole = (params: Params, key: string) => Number(params[key] ?? 0);

/** A stored rule (or the suggested values, off) as the console shows it. */
export function toWireRiskRule(rule: RiskRuleKind, row: Pick<RiskRuleRow, 'enabled' | 'params'> | undefined): RiskRule {
  const enabled = row?.enabled ?? false;
  const params = row?.params ?? suggested[rule];
  switch (rule) {
    case 'large_deposit':
      return { rule, enabled, threshold: money(params, 'thresholdMinor') };
    case 'deposit_withdraw':
      return { rule, enabled, lookbackDays: whole(params, 'lookbackDays'), playPercent: whole(params, 'playPercent') };
    case 'shared_accounts':
      return { rule, enabled, accounts: whole(params, 'accounts') };
    case 'stake_increase':
      return { rule, enabled, factor: whole(params, 'factor'), minStake: money(params, 'minStakeMinor') };
    case 'play_hours':
      return { rule, enabled, fromHour: whole(params, 'fromHour'), toHour: whole(params, 'toHour') };
    case 'bonus_hunting':
      return { rule, enabled, lookbackDays: whole(params, 'lookbackDays'), minBonuses: whole(params, 'minBonuses') };
  }
}

/** Every kind, in the contract's order, from a merchant's stored rows. */
export function toWireRiskRules(rows: readonly RiskRuleRow[]): RiskRule[] {
  const byKind = new Map(rows.map((r) => [r.rule, r]));
  return riskRuleKinds.map((kind) => toWireRiskRule(kind, byKind.get(kind)));
}

/** The params column of a rule an operator sent (what 12_risk.sql reads). */
export function riskRuleParams(input: RiskRuleInput): Params {
  switch (input.rule) {
    case 'large_deposit':
      return { thresholdMinor: input.threshold.toString() };
    case 'deposit_withdraw':
      return { lookbackDays: input.lookbackDays, playPercent: input.playPercent };
    case 'shared_accounts':
      return { accounts: input.accounts };
    case 'stake_increase':
      return { factor: input.factor, minStakeMinor: input.minStake.toString() };
    case 'play_hours':
      return { fromHour: input.fromHour, toHour: input.toHour };
    case 'bonus_hunting':
      return { lookbackDays: input.lookbackDays, minBonuses: input.minBonuses };
  }
}
