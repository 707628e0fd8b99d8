import { DomainError, currencySymbol, toWireMoney, type WalletMovement, type WalletOverview } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { AccountIdentity } from '../ledger/account-identity.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { memberWalletIdentity } from '../wallet/member-wallet.ts';
import { listMovements, otherWalletOwners, totalsByKind, type MovementRow } from './account-records.queries.ts';

const dayMs = 86_400_000;

export const toWireMovement = (m: MovementRow): WalletMovement => ({
  entryId: m.entryId,
  time: m.createdAt.toISOString(),
  kind: m.kind,
  amount: toWireMoney(m.amountMinor),
  balanceAfter: toWireMoney(m.balanceAfterMinor),
  memo: m.memo,
});

export interface MovementQuery {
  kind?: string;
  /** UTC days, inclusive. */
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

const utcDay = (text: string, field: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) {
    throw new DomainError('request_param_err', { fields: [{ field, reason: 'date_format' }] });
  }
  return time;
};

/**
 * A wallet's movements read from the ledger: the account record and details of a member (only its own wallet),
 * its wallet overview, and the console's view of any wallet of the merchant.
 */
export function createAccountRecordsService(db: Db, deps: { ledger: LedgerService }) {
  const accountOf = (identity: AccountIdentity) => deps.ledger.existingAccount(identity);

  async function page(identity: AccountIdentity, query: MovementQuery) {
    const from = query.startDate ? utcDay(query.startDate, 'startDate') : undefined;
    const to = query.endDate ? utcDay(query.endDate, 'endDate') + dayMs : undefined;
    if (from !== undefined && to !== undefined && from >= to) {
      throw new DomainError('request_param_err', { fields: [{ field: 'endDate', reason: 'end_before_start' }] });
    }
    const account = await accountOf(identity);
    const { rows, total } = account
      ? await listMovements(
          db,
          account.id,
          {
            kind: query.kind,
            from: from === undefined ? undefined : new Date(from),
            to: to === undefined ? undefined : new Date(to),
          },
          (query.pageNo - 1) * query.pageSize,
          query.pageSize,
        )
      : { rows: [], total: 0 };
    return {
      balanceMinor: account?.balanceMinor ?? 0n,
      list: rows.map(toWireMovement),
      pageNo: query.pageNo,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      totalCount: total,
    };
  }

  const refuseTrial = (merchant: Merchant, member: MemberRow) => {
    // spec: §6 — a trial account has no wallet.
    if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
  };

  return {
    /** Any wallet's movements, for the console (the caller checked the member is of its merchant). */
    page,

    async history(merchant: Merchant, member: MemberRow, query: MovementQuery) {
      refuseTrial(merchant, member);
      const { list, pageNo, totalPages, totalCount } = await page(memberWalletIdentity(merchant, member), query);
      return { list, pageNo, totalPages, totalCount };
    },

    /** One movement of the member's own wallet; another member's entry is simply not found. */
    async detail(merchant: Merchant, member: MemberRow, entryId: number) {
      refuseTrial(merchant, member);
      const account = await accountOf(memberWalletIdentity(merchant, member));
      const found = account ? (await listMovements(db, account.id, { entryId }, 0, 1)).rows[0] : undefined;
      if (!account || !found) throw new DomainError('not_found');
      const others = found.kind === 'transfer' ? await otherWalletOwners(db, entryId, account.id) : [];
      return {
        ...toWireMovement(found),
        currency: merchant.currency,
        counterparty: others[0] ?? null,
        reversesEntryId: found.reversesEntryId,
      };
    },

    /** My wallet: balance, this month's totals (UTC) and the last 10 movements. */
    async overview(merchant: Merchant, member: MemberRow, now = new Date()): Promise<WalletOverview> {
      refuseTrial(merchant, member);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const account = await accountOf(memberWalletIdentity(merchant, member));
      const [totals, recent] = account
        ? await Promise.all([totalsByKind(db, account.id, monthStart), listMovements(db, account.id, {}, 0, 10)])
        : [[], { rows: [] }];
      const sum = (kind: string, side: 'inMinor' | 'outMinor') =>
        totals.filter((t) => t.kind === kind).reduce((acc, t) => acc + t[side], 0n);
      const net = (minor: bigint) => toWireMoney(minor < 0n ? 0n : minor);
      return {
        balance: toWireMoney(account?.balanceMinor ?? 0n),
        currency: merchant.currency,
        currencySymbol: currencySymbol(merchant.currency),
        monthStart: monthStart.toISOString().slice(0, 10),
        month: {
          deposits: net(sum('deposit', 'inMinor')),
          // Held withdrawals, less the ones released back to the wallet.
          withdrawals: net(sum('withdrawal_hold', 'outMinor') - sum('withdrawal_release', 'inMinor')),
          transfersIn: net(sum('transfer', 'inMinor')),
          transfersOut: net(sum('transfer', 'outMinor')),
          bets: net(sum('bet', 'outMinor')),
          wins: net(sum('win', 'inMinor')),
        },
        recent: recent.rows.map(toWireMovement),
      };
    },
  };
}

export type AccountRecordsService = ReturnType<typeof createAccountRecordsService>;
