import type { RecordedCall } from './recorded-call.ts';

/**
 * The original client's referral call (upstream-api §1 "referral details", issue 17): the member's code, made on
 * the first call with autoGenerate=true, its friend count and the promotion domains. Decision 0081.
 */
export const referralCalls: readonly RecordedCall[] = [
  {
    source: 'upstream-api §1 referral details',
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralDetails',
    params: { autoGenerate: 'true' },
    caller: 'player',
  },
];
