import {
  claimIssuedPromotion,
  getUnappliedExtraRewardClaimList,
  issuePromotion,
  listPromotionIssues,
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
import type { IssuedPromotionService } from './issued.service.ts';

/** Issued promotions (decision 0077): the member's claimable list and claim; the console's issue and its list. */
export function issuedPromotionRoutes(bind: EndpointBinder, issued: IssuedPromotionService) {
  bind.bind(getUnappliedExtraRewardClaimList, async (input, request) => ({
    list: await issued.claimable(
      merchantOf(request),
      memberOf(request).member.id,
      input.language ?? languageOf(request),
    ),
  }));
  bind.bind(claimIssuedPromotion, async (input, request) => ({
    claim: await issued.claim(
      merchantOf(request),
      memberOf(request).member,
      input,
      await clientContext(request),
      languageOf(request),
    ),
  }));
  bind.bind(issuePromotion, async (input, request) =>
    issued.issue(merchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(listPromotionIssues, async (input, request) =>
    issued.consoleIssues(merchantIdOf(request), input.promotionId, input.pageNo, input.pageSize),
  );
}
