import { toWireMoney, type ConsoleWithdrawal, type MemberWithdrawal } from '@ficha/contract';
import type { WithdrawalRow } from '../../db/schema/index.ts';
import { maskAccountNumber } from './bank-accounts.service.ts';

/** What the member sees of its withdrawal; `autoConfirmMinutes` dates the automatic receipt of a paid one. */
export function toMemberWithdrawal(row: WithdrawalRow, autoConfirmMinutes: number): MemberWithdrawal {
  const autoConfirmAt =
    row.status === 'paid' && row.paidAt ? new Date(row.paidAt.getTime() + autoConfirmMinutes * 60_000) : null;
  return {
    id: row.id,
    amount: toWireMoney(row.amountMinor),
    currency: row.currency,
    status: row.status,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    payeeName: row.payeeName,
    rejectReason: row.rejectReason,
    autoConfirmed: row.autoConfirmed,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    autoConfirmAt: autoConfirmAt?.toISOString() ?? null,
  };
}

export function toConsoleWithdrawal(
  row: {
    withdrawal: WithdrawalRow;
    username: string;
    firstApprover: string | null;
    secondApprover: string | null;
    paidBy: string | null;
  },
  rules: { autoConfirmMinutes: number; dualApprovalThresholdMinor: bigint },
): ConsoleWithdrawal {
  const w = row.withdrawal;
  return {
    ...toMemberWithdrawal(w, rules.autoConfirmMinutes),
    memberId: w.memberId,
    username: row.username,
    accountNumber: w.accountNumber,
    firstApprover: row.firstApprover,
    firstApproverId: w.firstApproverId,
    secondApprover: row.secondApprover,
    paidBy: row.paidBy,
    needsSecondApproval: w.amountMinor >= rules.dualApprovalThresholdMinor,
    hasProof: w.proofMime !== null,
  };
}
