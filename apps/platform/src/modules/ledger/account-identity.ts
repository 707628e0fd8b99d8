import type { LedgerAccountKind } from '../../db/schema/index.ts';

/** What names a ledger account: its merchant, currency, kind and owner (a member, or a reference such as a channel). */
export interface AccountIdentity {
  merchantId: number;
  currency: string;
  kind: LedgerAccountKind;
  ownerMemberId?: number | null;
  ownerRef?: string;
}
