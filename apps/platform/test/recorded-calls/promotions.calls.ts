import type { RecordedCall } from './recorded-call.ts';

/**
 * The original client's promotion calls (upstream-api §1.9, issue 16 part 2, decision 0054) that Ficha serves:
 * the promotion lists and categories, the member's claims, the sign-up reward and the check-in claim. The
 * recorded maps give no parameters for them beyond the merchant code a visitor's calls carry.
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
];
