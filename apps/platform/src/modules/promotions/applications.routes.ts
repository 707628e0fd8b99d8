import {
  applyPromotion,
  decidePromotionApplication,
  getMyPromotionApplications,
  getPromotionApplicationImage,
  listPromotionApplications,
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
import type { ApplicationService } from './applications.service.ts';

/** "Apply" promotions (decision 0077): the member applies and reads its applications; the console's queue. */
export function applicationRoutes(bind: EndpointBinder, applications: ApplicationService) {
  bind.bind(applyPromotion, async (input, request) => ({
    application: await applications.apply(
      merchantOf(request),
      memberOf(request).member,
      input,
      await clientContext(request),
      languageOf(request),
    ),
  }));
  bind.bind(getMyPromotionApplications, async (input, request) => ({
    list: await applications.mine(
      merchantOf(request),
      memberOf(request).member.id,
      input.language ?? languageOf(request),
    ),
  }));
  bind.bind(listPromotionApplications, async (input, request) =>
    applications.queue(merchantIdOf(request), input.status, input.pageNo, input.pageSize),
  );
  bind.bind(getPromotionApplicationImage, async (input, request) =>
    applications.image(merchantIdOf(request), input.applicationId, input.position),
  );
  bind.bind(decidePromotionApplication, async (input, request) => ({
    application: await applications.decide(merchantIdOf(request), input, operatorActorOf(request)),
  }));
}
