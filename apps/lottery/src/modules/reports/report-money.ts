import type { OnTransition } from '@ficha/provider-kit';
import type { RoundRow } from '@ficha/provider-kit';
import { addReportMoney, type ReportMoney } from './reports.queries.ts';

/**
 * The money a round's move records (decision 0090): its stake when the debit is confirmed (a ticket bought), its
 * win when it is settled, its stake again when a confirmed debit is rolled back (refunded). Nothing for demo play
 * nor for a move that records no money (a refused debit, a decision, a rollback under way).
 */
export function moneyOfMove(before: RoundRow, after: RoundRow): ReportMoney | null {
  if (after.mode !== 'real') return null;
  const bought = before.debitedAt === null && after.debitedAt !== null;
  const paid = before.state !== 'settled' && after.state === 'settled';
  const refunded = before.state !== 'rolled_back' && after.state === 'rolled_back' && after.debitedAt !== null;
  if (!bought && !paid && !refunded) return null;
  return {
    tickets: bought ? 1 : 0,
    stakeMinor: bought ? after.stakeMinor : 0n,
    payoutMinor: paid ? (after.winMinor ?? 0n) : 0n,
    refundMinor: refunded ? after.stakeMinor : 0n,
  };
}

/**
 * The kit's `onTransition` of the lottery: a ticket's money move is added to its merchant's report rows in the
 * transaction that records it (a round that is no ticket, or of a launch that named no merchant, adds nothing).
 */
export const recordReportMoney: OnTransition = async (tx, before, after) => {
  const money = moneyOfMove(before, after);
  if (money) await addReportMoney(tx, after.id, money);
};
