import {
  answerRealityCheck,
  confirmRgLimit,
  excludePlayer,
  excludeSelf,
  getActivityStatement,
  getPlayerRg,
  getResponsibleGaming,
  getRgReport,
  importRgRegister,
  liftPlayerRgLimit,
  removeRgLimit,
  setPlayerRgLimit,
  setRealityCheck,
  setRgLimit,
  setRgSessionLimit,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { memberOf, merchantOf, operatorActorOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { ResponsibleGamingService } from './responsible-gaming.service.ts';

export function responsibleGamingRoutes(bind: EndpointBinder, rg: ResponsibleGamingService) {
  const own = (request: FastifyRequest) => ({ merchant: merchantOf(request), memberId: memberOf(request).member.id });

  const operatorsPlayer = (request: FastifyRequest, memberId: number) =>
    rg.merchantOfPlayer(operatorMerchantIdOf(request), memberId);

  bind.bind(getResponsibleGaming, async (_input, request) => {
    const { merchant, memberId } = own(request);
    return rg.status(merchant, memberId);
  });
  bind.bind(setRgLimit, async (input, request) => {
    const { merchant, memberId } = own(request);
    return rg.setLimit(merchant, memberId, { kind: input.kind, period: input.period, amountMinor: input.amount });
  });
  bind.bind(removeRgLimit, async (input, request) => {
    const { merchant, memberId } = own(request);
    return rg.removeLimit(merchant, memberId, input.kind, input.period);
  });
  bind.bind(setRgSessionLimit, async (input, request) => {
    const { merchant, memberId } = own(request);
    return rg.setSessionLimit(merchant, memberId, input.minutes);
  });
  bind.bind(confirmRgLimit, async (input, request) => {
    const { merchant, memberId } = own(request);
    return rg.confirm(merchant, memberId, input.kind, input.period);
  });
  bind.bind(setRealityCheck, async (input, request) => {
    const { merchant, memberId } = own(request);
    return rg.setRealityCheck(merchant, memberId, input.minutes);
  });
  bind.bind(answerRealityCheck, async (input, request) => {
    const { merchant, memberId } = own(request);
    return rg.answerRealityCheck(merchant, memberId, input.choice);
  });
  bind.bind(excludeSelf, async (input, request) => {
    const { merchant, memberId } = own(request);
    return rg.exclude(merchant, memberId, input.duration);
  });
  bind.bind(getActivityStatement, async (_input, request) => {
    const { merchant, memberId } = own(request);
    return rg.statement(merchant, memberId);
  });

  bind.bind(getPlayerRg, async (input, request) =>
    rg.playerView(await operatorsPlayer(request, input.memberId), input.memberId),
  );
  bind.bind(setPlayerRgLimit, async (input, request) =>
    rg.setLimit(
      await operatorsPlayer(request, input.memberId),
      input.memberId,
      { kind: input.kind, period: input.period, amountMinor: input.amount },
      { type: 'operator', actor: operatorActorOf(request) },
    ),
  );
  bind.bind(liftPlayerRgLimit, async (input, request) =>
    rg.removeLimit(await operatorsPlayer(request, input.memberId), input.memberId, input.kind, input.period, {
      type: 'operator',
      actor: operatorActorOf(request),
    }),
  );
  bind.bind(excludePlayer, async (input, request) =>
    rg.exclude(await operatorsPlayer(request, input.memberId), input.memberId, input.duration, {
      type: 'operator',
      actor: operatorActorOf(request),
    }),
  );
  bind.bind(getRgReport, async (input, request) => rg.report(operatorMerchantIdOf(request), input));
  bind.bind(importRgRegister, async (input, request) =>
    rg.importRegister(await rg.merchant(operatorMerchantIdOf(request)), input.csv, operatorActorOf(request)),
  );
}
