import {
  decideRebateRequest,
  getClaimableRebates,
  getCustomerRebateSettingByProductType,
  getRebateRecords,
  listRebateRequests,
  requestManualRebate,
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
import type { RebateService } from './rebates.service.ts';

export function rebateRoutes(bind: EndpointBinder, { rebates }: { rebates: RebateService }) {
  bind.bind(getCustomerRebateSettingByProductType, async (input, request) => ({
    list: await rebates.ratesByProductType(
      merchantOf(request),
      input.language ?? languageOf(request),
      input.productType,
    ),
  }));
  bind.bind(getClaimableRebates, async (input, request) => ({
    list: await rebates.claimable(
      merchantOf(request),
      memberOf(request).member,
      input.language ?? languageOf(request),
      (await clientContext(request)).country,
    ),
  }));
  bind.bind(requestManualRebate, async (input, request) => ({
    request: await rebates.request(
      merchantOf(request),
      memberOf(request).member,
      input.promotionId,
      languageOf(request),
      (await clientContext(request)).country,
    ),
  }));
  bind.bind(getRebateRecords, async (input, request) =>
    rebates.records(
      merchantOf(request),
      memberOf(request).member.id,
      input.language ?? languageOf(request),
      input.pageNo,
      input.pageSize,
    ),
  );
  bind.bind(listRebateRequests, async (input, request) =>
    rebates.consoleRequests(merchantIdOf(request), input.status, input.pageNo, input.pageSize),
  );
  bind.bind(decideRebateRequest, async (input, request) => ({
    request: await rebates.decide(merchantIdOf(request), input, operatorActorOf(request)),
  }));
}
