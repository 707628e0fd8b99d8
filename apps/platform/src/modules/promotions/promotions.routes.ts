import {
  claimLoginPromotion,
  createPromotion,
  extendPlayerBonus,
  forfeitMyBonus,
  forfeitPlayerBonus,
  getAvailablePromotions,
  getBonusDetails,
  getMerchantAvailablePromotions,
  getPlayerBonuses,
  getPromotionCategories,
  getPromotionClaimList,
  listConsolePromotionClaims,
  listConsolePromotions,
  setPromotionStatus,
  signUpRequestReward,
  updatePromotion,
  uploadConsolePromotionArt,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { clientContext } from '../../http/client-context.ts';
import {
  languageOf,
  memberOf,
  merchantOf,
  operatorActorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { BannerImageService } from '../content/banner-images.service.ts';
import type { BonusHistoryService } from './bonus-history.service.ts';
import type { PromotionService } from './promotions.service.ts';

export function promotionRoutes(
  bind: EndpointBinder,
  {
    promotions,
    bonuses,
    bannerImages,
  }: { promotions: PromotionService; bonuses: BonusHistoryService; bannerImages: BannerImageService },
) {
  bind.bind(getAvailablePromotions, async (input, request) => ({
    list: await promotions.list(
      merchantOf(request),
      input.language ?? languageOf(request),
      memberOf(request).member,
      await clientContext(request),
    ),
  }));
  bind.bind(getMerchantAvailablePromotions, async (input, request) => ({
    list: await promotions.list(merchantOf(request), input.language ?? languageOf(request), null, null),
  }));
  bind.bind(getPromotionCategories, async (_input, request) => ({
    list: await promotions.categories(merchantOf(request)),
  }));
  bind.bind(getPromotionClaimList, async (input, request) =>
    promotions.memberClaims(
      merchantOf(request),
      memberOf(request).member.id,
      input.language ?? languageOf(request),
      input.pageNo,
      input.pageSize,
    ),
  );
  for (const [endpoint, kind] of [
    [signUpRequestReward, 'signup_reward'],
    [claimLoginPromotion, 'daily_checkin'],
  ] as const) {
    bind.bind(endpoint, async (input, request) => ({
      claim: await promotions.claim(
        merchantOf(request),
        memberOf(request).member,
        kind,
        input.promotionId,
        await clientContext(request),
        languageOf(request),
      ),
    }));
  }
  bind.bind(getBonusDetails, async (_input, request) => ({
    list: await bonuses.listOf(merchantOf(request).id, memberOf(request).member.id),
  }));
  bind.bind(forfeitMyBonus, async (input, request) =>
    bonuses.forfeitOwn(merchantOf(request).id, memberOf(request).member.id, input.bonusId),
  );

  bind.bind(listConsolePromotions, async (_input, request) => promotions.consoleList(merchantIdOf(request)));
  bind.bind(createPromotion, async (input, request) =>
    promotions.create(merchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(updatePromotion, async ({ promotionId, ...input }, request) =>
    promotions.update(merchantIdOf(request), promotionId, input, operatorActorOf(request)),
  );
  // The builder's art: the banner images' store and checks (decisions 0065, 0077).
  bind.bind(uploadConsolePromotionArt, async (input, request) =>
    bannerImages.upload(merchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(setPromotionStatus, async (input, request) =>
    promotions.setStatus(merchantIdOf(request), input.promotionId, input.status, operatorActorOf(request)),
  );
  bind.bind(listConsolePromotionClaims, async (input, request) =>
    promotions.consoleClaims(merchantIdOf(request), input.promotionId, input.pageNo, input.pageSize),
  );
  bind.bind(getPlayerBonuses, async (input, request) => ({
    list: await bonuses.forPlayer(merchantIdOf(request), input.memberId),
  }));
  bind.bind(forfeitPlayerBonus, async (input, request) =>
    bonuses.forfeitFor(merchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(extendPlayerBonus, async (input, request) =>
    bonuses.extendFor(merchantIdOf(request), input, operatorActorOf(request)),
  );
}
