import type { Db } from '../../db/database.ts';
import { accountTotalsByKind } from '../ledger/kind-totals.ts';
import type { WithdrawalRules } from './withdrawal-settings.service.ts';
import { lastPaidHoldEntryId } from './withdrawals.queries.ts';

export interface Turnover {
  requirementMinor: bigint;
  progressMinor: bigint;
  remainingMinor: bigint;
  met: boolean;
}

/** ⌈amount × pct / 100⌉ for a non-negative amount: the requirement never rounds in the player's favour. */
const scaleUp = (amountMinor: bigint, pct: number) => {
  if (amountMinor <= 0n) return 0n;
  return (amountMinor * BigInt(pct) + 99n) / 100n;
};

/**
 * The wagering requirement (issue 4 "Turnover requirement"), read from the ledger alone:
 *
 * - The window is every entry after the `withdrawal_hold` of the member's last paid withdrawal (all entries
 *   when it never had one). Entry ids order the window exactly; clocks play no part.
 * - Requirement = ⌈deposits × deposit multiplier⌉ + ⌈bonuses × bonus multiplier⌉, where deposits are the net
 *   credits of `deposit` entries to the member's wallet in the window, a reversed one counting zero, and bonuses
 *   the bonus money that became cash there (`bonus_conversion` credits: a bonus counts once its own wagering is
 *   met; before that it is in the bonus wallet and a withdrawal forfeits it, decision 0050). Multipliers are the
 *   merchant's current ones, in hundredths.
 * - Progress = the stakes of `bet` entries debited from the wallet and the bonus wallet in the window, rolled-back
 *   bets excluded.
 * - Met when progress ≥ requirement; remaining = max(0, requirement − progress). All bigint minor units.
 */
export async function computeTurnover(
  db: Db,
  input: {
    memberId: number;
    walletAccountId: number | null;
    bonusWalletAccountId: number | null;
    rules: WithdrawalRules;
  },
): Promise<Turnover> {
  if (input.walletAccountId === null) return { requirementMinor: 0n, progressMinor: 0n, remainingMinor: 0n, met: true };
  const after = await lastPaidHoldEntryId(db, input.memberId);
  const totals = await accountTotalsByKind(db, input.walletAccountId, after, ['deposit', 'bonus_conversion', 'bet']);
  const bonusStakes =
    input.bonusWalletAccountId === null
      ? 0n
      : ((await accountTotalsByKind(db, input.bonusWalletAccountId, after, ['bet'])).get('bet') ?? 0n);
  const requirementMinor =
    scaleUp(totals.get('deposit') ?? 0n, input.rules.depositTurnoverPct) +
    scaleUp(totals.get('bonus_conversion') ?? 0n, input.rules.bonusTurnoverPct);
  const stakes = -((totals.get('bet') ?? 0n) + bonusStakes);
  const progressMinor = stakes > 0n ? stakes : 0n;
  const remainingMinor = requirementMinor > progressMinor ? requirementMinor - progressMinor : 0n;
  return { requirementMinor, progressMinor, remainingMinor, met: remainingMinor === 0n };
}
