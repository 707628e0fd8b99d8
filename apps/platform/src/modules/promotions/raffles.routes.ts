import { claimRafflePromotion, claimRafflePromotionA, getRaffleDraw, getRafflePromotionStatus } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, memberOf, merchantOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { RaffleService } from './raffles.service.ts';

export function raffleRoutes(bind: EndpointBinder, { raffles }: { raffles: RaffleService }) {
  bind.bind(getRafflePromotionStatus, async (input, request) => ({
    list: await raffles.status(
      merchantOf(request),
      memberOf(request).member,
      input.language ?? languageOf(request),
      input.promotionId,
    ),
  }));
  for (const endpoint of [claimRafflePromotion, claimRafflePromotionA])
    bind.bind(endpoint, async (input, request) => ({
      claim: await raffles.claim(merchantOf(request), memberOf(request).member, input.promotionId),
    }));
  bind.bind(getRaffleDraw, async (input, request) => raffles.consoleDraw(merchantIdOf(request), input.promotionId));
}
