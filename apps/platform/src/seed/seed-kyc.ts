import type { Db } from '../db/database.ts';
import { kycRules } from '../db/schema/index.ts';
import { defaultKycRules, type KycRuleSet } from '../modules/kyc/kyc-rules.ts';

/**
 * The demo's KYC rules (issue 21, decision 0049): the default levels and 18+, and a withdrawal above 2,000.00, or
 * any withdrawal once lifetime deposits pass 10,000.00, needs level 1 (identity document front and back, selfie).
 */
export const demoKycRules: KycRuleSet = {
  ...defaultKycRules,
  requiredLevel: 1,
  withdrawalAboveMinor: 2_000_00n,
  lifetimeDepositsAboveMinor: 10_000_00n,
};

export async function seedKycRules(tx: Db, merchantId: number): Promise<void> {
  await tx.insert(kycRules).values({ merchantId, ...demoKycRules });
}
