import type { RecordedCall } from './recorded-call.ts';

/**
 * The original client's promotion calls (upstream-api §1.9, issue 16 part 2, decision 0054) that Ficha serves:
 * the promotion lists and categories, the member's claims, the sign-up reward and the check-in claim. The
 * recorded maps give no parameters for them beyond the merchant code a visitor's calls carry. Also the rebate
 * rates by product type (upstream-api §1.4, decision 0070) and the raffle status and claim (decision 0076).
 */
export const promotionCalls: RecordedCall[] = [
  {
    source: 'upstream-api §1.9 available promotions (N)',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.9 merchant available promotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    params: { merchantCode: '<merchantCode>' },
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.9 promotion announcement categories',
    method: 'GET',
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    params: {},
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.9 promotion claim list',
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.9 sign-up reward',
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.9 login promotion (N)',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimLoginPromotion',
    params: {},
    caller: 'player',
  },
  {
    // Recorded without parameters (decision 0077): claims the member's oldest issued reward; with none, the
    // call answers promotion_nothing_issued.
    source: 'upstream-api §1.9 claim issued promotion (N)',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    params: {},
    caller: 'player',
  },
  {
    // Recorded without parameters or a response shape: the member's issued rewards waiting to be claimed.
    source: 'upstream-api §1.9 ticket/quest feeds: getUnappliedExtraRewardClaimList (N)',
    method: 'GET',
    path: '/wps/relay/getUnappliedExtraRewardClaimList',
    params: {},
    caller: 'player',
  },
  {
    // Recorded without parameters or a response shape; Ficha answers each open rebate promotion's rate per
    // product (game) type (decision 0070).
    source: 'upstream-api §1.4 rebate by product',
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    params: {},
    caller: 'player',
  },
  {
    // Recorded without parameters or a response shape (decision 0076): the status lists the merchant's raffles
    // with the caller's tickets; a claim without a raffle named claims the caller's newest unclaimed prize.
    source: 'upstream-api §1.9 rafflePromotionStatus',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRafflePromotionStatus',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.9 rafflePromotion (claim, D)',
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.9 rafflePromotion (claim, A)',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRafflePromotion',
    params: {},
    caller: 'player',
  },
];
