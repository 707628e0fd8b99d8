import { defaultKycLevels, toWireMoney, type KycDocumentKind, type KycRules } from '@ficha/contract';
import type { KycRulesRow } from '../../db/schema/index.ts';

/** A merchant's rules in minor units (`kyc_rules`, or the defaults below when it has no row). */
export type KycRuleSet = Omit<KycRulesRow, 'merchantId' | 'updatedAt'>;

/** Until an operator sets them: the default levels, no withdrawal needs a level, 18+. */
export const defaultKycRules: KycRuleSet = {
  levels: defaultKycLevels.map((kinds) => [...kinds]),
  requiredLevel: 1,
  withdrawalAboveMinor: null,
  lifetimeDepositsAboveMinor: null,
  minimumAge: 18,
};

export function toWireKycRules(rules: KycRuleSet): KycRules {
  return {
    levels: rules.levels,
    requiredLevel: rules.requiredLevel,
    withdrawalAbove: toWireMoney(rules.withdrawalAboveMinor ?? 0n),
    lifetimeDepositsAbove: toWireMoney(rules.lifetimeDepositsAboveMinor ?? 0n),
    minimumAge: rules.minimumAge === 21 ? 21 : 18,
  };
}

/** The documents level `level` needs: those of levels 1..level. */
export function documentsForLevel(rules: KycRuleSet, level: number): KycDocumentKind[] {
  return rules.levels.slice(0, level).flat();
}

/** The highest level whose documents (and those of every level below) are all approved and unexpired. */
export function levelReached(rules: KycRuleSet, valid: ReadonlySet<KycDocumentKind>): number {
  let level = 0;
  for (const kinds of rules.levels) {
    if (!kinds.every((kind) => valid.has(kind))) break;
    level += 1;
  }
  return level;
}

/** Whether a withdrawal of `amountMinor` needs the rules' level, given the member's lifetime approved deposits. */
export function withdrawalNeedsLevel(rules: KycRuleSet, amountMinor: bigint, lifetimeDepositsMinor: bigint): boolean {
  const overAmount = rules.withdrawalAboveMinor !== null && amountMinor > rules.withdrawalAboveMinor;
  const overDeposits =
    rules.lifetimeDepositsAboveMinor !== null && lifetimeDepositsMinor > rules.lifetimeDepositsAboveMinor;
  return overAmount || overDeposits;
}

/** Whole years from a `YYYY-MM-DD` birthday to `today` (UTC calendar days). */
export function ageOn(birthday: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  const years = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? years - 1 : years;
}

/** Today as `YYYY-MM-DD` (UTC): an approved document expires after its `expiresOn` day. */
export const isoToday = (now: Date) => now.toISOString().slice(0, 10);
