import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MemberSecurityService } from '../member-security/member-security.service.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { VipService } from '../vip/vip.service.ts';
import { createBankAccountService } from './bank-accounts.service.ts';
import { createWithdrawalReviewService } from './withdrawal-review.service.ts';
import { createWithdrawalSettingsService } from './withdrawal-settings.service.ts';
import { createWithdrawalService } from './withdrawals.service.ts';

/** The withdrawal services wired together: settings, bank accounts, the member's requests and the console review. */
export function createWithdrawalModule(
  db: Db,
  deps: {
    ledger: LedgerService;
    audit: AuditService;
    merchants: MerchantService;
    security: MemberSecurityService;
    bonusWallet: BonusWalletService;
    kyc: KycService;
    vip: VipService;
  },
) {
  const settings = createWithdrawalSettingsService(db, { audit: deps.audit });
  return {
    settings,
    bankAccounts: createBankAccountService(db, { security: deps.security, settings }),
    withdrawals: createWithdrawalService(db, {
      ledger: deps.ledger,
      security: deps.security,
      settings,
      bonusWallet: deps.bonusWallet,
      kyc: deps.kyc,
      vip: deps.vip,
    }),
    review: createWithdrawalReviewService(db, { ...deps, settings }),
  };
}
