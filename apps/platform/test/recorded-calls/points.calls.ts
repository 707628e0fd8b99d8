import type { RecordedCall } from './recorded-call.ts';

/**
 * The original client's points and rank calls (SPEC §7, upstream-api §1 pointBalance … convertPoint under PTSYS3,
 * getPlayerRankProgress), issue 17.
 * The record names them and their paths only ("–" for parameters, the two `passwordCheck/` calls encrypted); the
 * fields our endpoints take are sent, marked "(I)" in `source`. A refusal such as points_insufficient is an answer.
 */
const player = (source: string, method: RecordedCall['method'], path: string, params: RecordedCall['params'] = {}) => ({
  source,
  method,
  path,
  params,
  caller: 'player' as const,
});

export const pointsCalls: readonly RecordedCall[] = [
  player('upstream-api §1 getPlayerRankProgress (N)', 'GET', '/wps/relay/MCSFE_getPlayerRankProgress'),
  player('upstream-api §1 pointBalance', 'GET', '/wps/relay/MCSFE_getPointBalance', { t: '<flush>' }),
  player('upstream-api §1 pointConfig', 'GET', '/wps/relay/MCSFE_getPointConfig'),
  player('upstream-api §1 pointRewardConversionType', 'GET', '/wps/relay/MCSFE_getPointRewardConversionType'),
  player('upstream-api §1 pointReward', 'GET', '/wps/relay/MCSFE_getPointReward'),
  player('upstream-api §1 redeemPointList', 'GET', '/wps/relay/MCSFE_getRedeemPointList', { pageNo: 1, pageSize: 10 }),
  player(
    'upstream-api §1 redeemPoint (I: reward, quantity, payment password)',
    'POST',
    '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    {
      rewardId: 1,
      quantity: 1,
      paymentPassword: '123456',
    },
  ),
  player(
    'upstream-api §1 convertPoint (I: points, target, payment password)',
    'POST',
    '/wps/relay/passwordCheck/MCSFE_convertPoint',
    {
      points: 100,
      type: 'cash',
      paymentPassword: '123456',
    },
  ),
];
