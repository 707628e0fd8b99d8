import {
  convertPoint,
  decidePointRedeem,
  getPointBalance,
  getPointConfig,
  getPointReward,
  getPointRewardConversionType,
  getPointSettings,
  getRedeemPointList,
  listPointRedeems,
  listPointRewards,
  redeemPointReward,
  savePointReward,
  updatePointSettings,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import {
  memberOf,
  merchantOf,
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { PointsAdminService } from './points-admin.service.ts';
import type { PointsService } from './points.service.ts';

/** The points calls of the site (SPEC §7, PTSYS3) and of the console (decision 0055). */
export function pointsRoutes(bind: EndpointBinder, deps: { points: PointsService; admin: PointsAdminService }) {
  const member = (request: FastifyRequest) => memberOf(request).member;
  const { points, admin } = deps;

  bind.bind(getPointBalance, async (_input, request) => points.balance(merchantOf(request), member(request)));
  bind.bind(getPointConfig, async (_input, request) => points.config(merchantOf(request)));
  bind.bind(getPointRewardConversionType, async (_input, request) => points.conversionTypes(merchantOf(request)));
  bind.bind(getPointReward, async (_input, request) => points.rewards(merchantOf(request)));
  bind.bind(redeemPointReward, async (input, request) => points.redeem(merchantOf(request), member(request), input));
  bind.bind(convertPoint, async (input, request) => points.convert(merchantOf(request), member(request), input));
  bind.bind(getRedeemPointList, async (input, request) =>
    points.records(merchantOf(request), member(request), input.pageNo, input.pageSize),
  );

  bind.bind(getPointSettings, async (_input, request) => admin.settings(merchantIdOf(request)));
  bind.bind(updatePointSettings, async (input, request) =>
    admin.updateSettings(merchantIdOf(request), actorOf(request), input),
  );
  bind.bind(listPointRewards, async (_input, request) => admin.rewards(merchantIdOf(request)));
  bind.bind(savePointReward, async (input, request) =>
    admin.saveReward(merchantIdOf(request), actorOf(request), input),
  );
  bind.bind(listPointRedeems, async (input, request) =>
    admin.redeems(merchantIdOf(request), input.status, input.pageNo, input.pageSize),
  );
  bind.bind(decidePointRedeem, async (input, request) => admin.decide(merchantIdOf(request), actorOf(request), input));
}
