import { login } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { and, eq, sql } from 'drizzle-orm';
import { members, merchants } from '../src/db/schema/index.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';
import { memberWalletIdentity } from '../src/modules/wallet/member-wallet.ts';
import { createMerchantService } from '../src/modules/merchants/merchants.service.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { apiClient } from './api-clients.ts';
import { createMember, createOperator, fundWallet } from './factories.ts';
import type { TestApp } from './create-test-app.ts';

/** Money helpers for integration tests: members, deposits posted straight through the ledger, balances. */
export function moneyHelpers(t: TestApp, baseUrl: string) {
  const ledger = createLedgerService(t.db);
  const merchantService = createMerchantService(t.db, { audit: createAuditService(t.db), defaultMerchantCode: 'demo' });

  async function merchantOf(code = 'demo') {
    const [row] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    if (!row) throw new Error(`no merchant ${code}`);
    return merchantService.byId(row.id);
  }

  async function member(username: string, merchantCode = 'demo') {
    const merchant = await merchantOf(merchantCode);
    const [row] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.username, username)));
    if (!row) throw new Error(`no member ${username}`);
    return row;
  }

  return {
    ledger,
    merchantOf,
    member,

    async signIn(username: string, merchantCode?: string): Promise<ApiClient> {
      const anonymous = apiClient(baseUrl, { merchant: merchantCode });
      const { token } = await anonymous.call(login, { username, password: 'Demo1234' });
      return apiClient(baseUrl, { token, merchant: merchantCode });
    },

    /** A member with password Demo1234 under `upline` (or a root), on the demo merchant unless told. */
    async addMember(username: string, type: number, uplineUsername: string | null, merchantCode = 'demo') {
      const merchant = await merchantOf(merchantCode);
      const upline = uplineUsername ? await member(uplineUsername, merchantCode) : null;
      return createMember(t.db, { merchantId: merchant.id, username, type, upline });
    },

    async setPaymentPassword(username: string, password = '246810') {
      const row = await member(username);
      await t.db
        .update(members)
        .set({ paymentPasswordHash: await hashPassword(password) })
        .where(eq(members.id, row.id));
    },

    /** Posts a deposit (outside world → wallet) of `minor` units straight through the ledger. */
    async fund(username: string, minor: bigint, merchantCode = 'demo') {
      const merchant = await merchantOf(merchantCode);
      await fundWallet(t.db, { merchant, member: await member(username, merchantCode), amountMinor: minor });
    },

    async balanceOf(username: string, merchantCode = 'demo') {
      const merchant = await merchantOf(merchantCode);
      return ledger.balanceOf(memberWalletIdentity(merchant, await member(username, merchantCode)));
    },

    async entryCount(kind: string) {
      const result = await t.db.execute(sql`select count(*) as n from platform.journal_entries where kind = ${kind}`);
      return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]?.n ?? 0);
    },

    /** A second console operator on a merchant (password Admin#2026). */
    async addOperator(username: string, merchantCode = 'demo') {
      const merchant = await merchantOf(merchantCode);
      await createOperator(t.db, { merchantId: merchant.id, username, role: 'admin', password: 'Admin#2026' });
    },
  };
}

/** Client request ids for money submits. */
export const newRequestId = () => `req-${crypto.randomUUID()}`;
