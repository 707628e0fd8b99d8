import { getPlayerRankProgress, listVipRanks, saveVipRanks } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import {
  memberOf,
  merchantOf,
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { VipService } from './vip.service.ts';

/** The rank progress call of the site (SPEC §7) and the console's rank table (decision 0055). */
export function vipRoutes(bind: EndpointBinder, vip: VipService) {
  bind.bind(getPlayerRankProgress, async (_input, request) =>
    vip.progress(merchantOf(request).id, memberOf(request).member.id),
  );
  bind.bind(listVipRanks, async (_input, request) => vip.ranks(merchantIdOf(request)));
  bind.bind(saveVipRanks, async (input, request) => vip.saveRanks(merchantIdOf(request), actorOf(request), input));
}
