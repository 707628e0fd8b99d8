import { DomainError, type BankAccount } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { BankAccountRow, MemberRow } from '../../db/schema/index.ts';
import { sqlStateOf } from '@ficha/server-kit';
import type { MemberSecurityService } from '../member-security/member-security.service.ts';
import { isTrial } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { WithdrawalSettingsService } from './withdrawal-settings.service.ts';
import {
  findMemberBankAccount,
  insertBankAccount,
  listMemberBankAccounts,
  lockMemberWithdrawals,
  updateBankAccount,
} from './withdrawals.queries.ts';

export const maxBankAccountsPerMember = 3;

export const maskAccountNumber = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

export function toBankAccount(row: BankAccountRow, now = new Date()): BankAccount {
  return {
    id: row.id,
    payeeName: row.payeeName,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    coolingUntil: row.coolingUntil && row.coolingUntil > now ? row.coolingUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export interface BankAccountInput {
  payeeName: string;
  bankName: string;
  accountNumber: string;
  paymentPassword: string;
}

/**
 * Bank accounts a member withdraws to. Binding and changing need the payment password; the payee name must be the
 * member's payee name when one is set. The first account is usable at once; any later binding and every change
 * starts the merchant's cooling-off, during which withdrawals to that account are refused.
 */
export function createBankAccountService(
  db: Db,
  deps: { security: MemberSecurityService; settings: WithdrawalSettingsService },
) {
  async function checkRequest(merchant: Merchant, member: MemberRow, input: BankAccountInput) {
    if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
    if (member.payeeName && normalName(member.payeeName) !== normalName(input.payeeName)) {
      throw new DomainError('payee_name_mismatch', { fields: [{ field: 'payeeName', reason: 'payee_name_mismatch' }] });
    }
    await deps.security.verifyPaymentPassword(member, input.paymentPassword);
    return deps.settings.rules(merchant.id);
  }

  const coolingFrom = (now: Date, hours: number) => (hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null);

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (sqlStateOf(error) === '23505') {
        throw new DomainError('bank_account_taken', {
          fields: [{ field: 'accountNumber', reason: 'bank_account_taken' }],
        });
      }
      throw error;
    }
  }

  return {
    async list(merchant: Merchant, member: MemberRow): Promise<BankAccount[]> {
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      return (await listMemberBankAccounts(db, member.id)).map((row) => toBankAccount(row));
    },

    async bind(merchant: Merchant, member: MemberRow, input: BankAccountInput): Promise<BankAccount> {
      const rules = await checkRequest(merchant, member, input);
      const now = new Date();
      const row = await saving(() =>
        db.transaction(async (tx) => {
          await lockMemberWithdrawals(tx, member.id);
          const existing = await listMemberBankAccounts(tx, member.id);
          if (existing.length >= maxBankAccountsPerMember) throw new DomainError('bank_account_limit');
          return insertBankAccount(tx, {
            merchantId: merchant.id,
            memberId: member.id,
            payeeName: input.payeeName.trim(),
            bankName: input.bankName,
            accountNumber: input.accountNumber,
            coolingUntil: existing.length === 0 ? null : coolingFrom(now, rules.bankChangeCoolingHours),
          });
        }),
      );
      return toBankAccount(row, now);
    },

    async change(
      merchant: Merchant,
      member: MemberRow,
      bankAccountId: number,
      input: BankAccountInput,
    ): Promise<BankAccount> {
      const rules = await checkRequest(merchant, member, input);
      const now = new Date();
      const row = await saving(() =>
        db.transaction(async (tx) => {
          await lockMemberWithdrawals(tx, member.id);
          if (!(await findMemberBankAccount(tx, member.id, bankAccountId))) throw new DomainError('not_found');
          return updateBankAccount(tx, member.id, bankAccountId, {
            payeeName: input.payeeName.trim(),
            bankName: input.bankName,
            accountNumber: input.accountNumber,
            coolingUntil: coolingFrom(now, rules.bankChangeCoolingHours),
          });
        }),
      );
      if (!row) throw new DomainError('not_found');
      return toBankAccount(row, now);
    },
  };
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;
