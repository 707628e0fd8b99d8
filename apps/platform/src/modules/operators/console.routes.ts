import {
  changeOperatorPassword,
  getMerchantSettings,
  getOperatorSession,
  listAuditLog,
  moduleIds,
  operatorLogin,
  operatorLogout,
  updateMerchantSettings,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorOf } from '../../http/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { toSettings, type MerchantService } from '../merchants/merchants.service.ts';
import type { OperatorService } from './operators.service.ts';

/** The console API: operator sessions, merchant settings, audit trail. The merchant is always the operator's. */
export function consoleRoutes(
  bind: EndpointBinder,
  deps: { operators: OperatorService; merchants: MerchantService; audit: AuditService },
) {
  bind.bind(operatorLogin, async (input, request) => deps.operators.login(input, request.ip));

  bind.bind(operatorLogout, async (_input, request) => {
    await deps.operators.logout(operatorOf(request));
    return { loggedOut: true as const };
  });

  bind.bind(changeOperatorPassword, async (input, request) =>
    deps.operators.changePassword(operatorOf(request), input.currentPassword, input.newPassword, request.ip),
  );

  bind.bind(getOperatorSession, async (_input, request) => {
    const { merchantId: _m, tokenHash: _t, ...operator } = operatorOf(request);
    return operator;
  });

  bind.bind(getMerchantSettings, async (_input, request) => {
    const merchant = await deps.merchants.byId(operatorOf(request).merchantId);
    return toSettings(merchant, moduleIds);
  });

  bind.bind(updateMerchantSettings, async (input, request) => {
    const operator = operatorOf(request);
    const merchant = await deps.merchants.updateSettings(operator.merchantId, input, {
      type: 'operator',
      id: operator.id,
      name: operator.username,
      ip: request.ip,
    });
    return toSettings(merchant, moduleIds);
  });

  bind.bind(listAuditLog, async (input, request) =>
    deps.audit.list(operatorOf(request).merchantId, input.pageNo, input.pageSize, input.action ? [input.action] : [], {
      actor: input.actor,
      target: input.target,
      from: input.from === undefined ? undefined : new Date(input.from),
      to: input.to === undefined ? undefined : new Date(input.to),
    }),
  );
}
