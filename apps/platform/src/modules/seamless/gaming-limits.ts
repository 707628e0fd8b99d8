import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { lockGamingLimits, stakeAndLossSince } from './seamless.queries.ts';

/** Start of the UTC day of `now`: limits count per UTC day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The responsible-gaming hook every debit consults, inside the debit's transaction: a member's own daily stake
 * limit and daily loss limit (table `gaming_limits`, UTC day). A stake that would take today's stake or today's
 * net loss (stake − win of today's rounds) above a limit is refused with LIMIT_REACHED. The limits row is
 * locked, so concurrent debits of one member are checked one after the other.
 */
export async function checkGamingLimits(
  tx: Db,
  member: { merchantId: number; id: number },
  stakeMinor: bigint,
  now: Date,
): Promise<void> {
  const limits = await lockGamingLimits(tx, member.id);
  if (!limits || (limits.dailyStakeLimitMinor === null && limits.dailyLossLimitMinor === null)) return;
  const today = await stakeAndLossSince(tx, member.merchantId, member.id, startOfUtcDay(now));
  if (limits.dailyStakeLimitMinor !== null && today.stakeMinor + stakeMinor > limits.dailyStakeLimitMinor) {
    throw new DomainError('LIMIT_REACHED');
  }
  if (limits.dailyLossLimitMinor !== null && today.lossMinor + stakeMinor > limits.dailyLossLimitMinor) {
    throw new DomainError('LIMIT_REACHED');
  }
}
