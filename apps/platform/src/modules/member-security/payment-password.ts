import { DomainError } from '@ficha/contract';
import type { MemberRow } from '../../db/schema/index.ts';
import { verifyPassword } from '../../security/passwords.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';

/** Wrong payment passwords a member may enter per window before checks are refused until it resets. */
const failureRule = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Checks the payment password a money action was submitted with (transfers, withdrawals). A member who never
 * set one is told so; after 5 wrong ones in 15 minutes every check is refused until the window ends.
 */
export async function verifyPaymentPassword(
  rateLimiter: RateLimiter,
  member: Pick<MemberRow, 'id' | 'paymentPasswordHash'>,
  paymentPassword: string,
): Promise<void> {
  if (member.paymentPasswordHash === null) {
    throw new DomainError('payment_password_not_set', {
      fields: [{ field: 'paymentPassword', reason: 'payment_password_not_set' }],
    });
  }
  const key = `payment-password-failures:member:${member.id}`;
  if ((await rateLimiter.peek(key, failureRule)).count >= failureRule.limit) {
    throw new DomainError('TOO_MANY_REQUESTS');
  }
  if (!(await verifyPassword(member.paymentPasswordHash, paymentPassword))) {
    await rateLimiter.consume(key, failureRule);
    throw new DomainError('payment_password_incorrect', {
      fields: [{ field: 'paymentPassword', reason: 'payment_password_incorrect' }],
    });
  }
}
