import {
  createOperatorAccount,
  listOperatorAccounts,
  resetOperatorPassword,
  setOperatorAllowedIps,
  setOperatorRole,
  setOperatorStatus,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { OperatorAccountService } from './operator-accounts.service.ts';

/** The console's operator accounts (decision 0066); the merchant is always the signed-in operator's. */
export function operatorAccountRoutes(bind: EndpointBinder, deps: { accounts: OperatorAccountService }) {
  bind.bind(listOperatorAccounts, async (_input, request) => ({
    list: await deps.accounts.list(operatorMerchantIdOf(request)),
  }));
  bind.bind(createOperatorAccount, async (input, request) =>
    deps.accounts.create(operatorMerchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(setOperatorRole, async (input, request) =>
    deps.accounts.setRole(operatorMerchantIdOf(request), input.operatorId, input.role, operatorActorOf(request)),
  );
  bind.bind(setOperatorStatus, async (input, request) =>
    deps.accounts.setStatus(operatorMerchantIdOf(request), input.operatorId, input.status, operatorActorOf(request)),
  );
  bind.bind(resetOperatorPassword, async (input, request) =>
    deps.accounts.resetPassword(
      operatorMerchantIdOf(request),
      input.operatorId,
      input.password,
      operatorActorOf(request),
    ),
  );
  bind.bind(setOperatorAllowedIps, async (input, request) =>
    deps.accounts.setAllowedCidrs(
      operatorMerchantIdOf(request),
      input.operatorId,
      input.allowedCidrs,
      operatorActorOf(request),
    ),
  );
}
