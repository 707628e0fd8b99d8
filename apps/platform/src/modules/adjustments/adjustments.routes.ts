import {
  createAdjustment,
  decideAdjustment,
  getAdjustmentSettings,
  getMemberWallet,
  listAdjustments,
  updateAdjustmentSettings,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { operatorActorOf as actorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { wireChange, type ProtectionChangeService } from '../protection-changes/protection-changes.service.ts';
import type { AdjustmentService } from './adjustments.service.ts';

export function adjustmentRoutes(
  bind: EndpointBinder,
  deps: { adjustments: AdjustmentService; merchants: MerchantService; protection: ProtectionChangeService },
) {
  const merchantOfOperator = (request: FastifyRequest) => deps.merchants.byId(merchantIdOf(request));

  bind.bind(getMemberWallet, async (input, request) =>
    deps.adjustments.wallet(await merchantOfOperator(request), input.memberId, input.pageNo, input.pageSize),
  );
  bind.bind(createAdjustment, async (input, request) =>
    deps.adjustments.request(
      await merchantOfOperator(request),
      {
        memberId: input.memberId,
        direction: input.direction,
        amountMinor: input.amount,
        reasonCode: input.reasonCode,
        note: input.note,
        requestId: input.requestId,
      },
      actorOf(request),
    ),
  );
  bind.bind(listAdjustments, async (input, request) =>
    deps.adjustments.list(
      merchantIdOf(request),
      { status: input.status, memberId: input.memberId },
      input.pageNo,
      input.pageSize,
    ),
  );
  bind.bind(decideAdjustment, async (input, request) =>
    deps.adjustments.decide(await merchantOfOperator(request), input.adjustmentId, input.decision, actorOf(request)),
  );
  bind.bind(getAdjustmentSettings, async (_input, request) => {
    // First: a change whose delay ran out is applied before the settings are read.
    const pendingChange = await deps.protection.pending('adjustment-settings', merchantIdOf(request));
    return { ...(await deps.adjustments.settings(merchantIdOf(request))), pendingChange };
  });
  bind.bind(updateAdjustmentSettings, async (input, request) => {
    const pendingChange = await deps.protection.change(
      'adjustment-settings',
      merchantIdOf(request),
      wireChange(input),
      actorOf(request),
    );
    return { ...(await deps.adjustments.settings(merchantIdOf(request))), pendingChange };
  });
}
