import { createOperatorRole, deleteOperatorRole, listOperatorRoles, updateOperatorRole } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { CustomRoleService } from './custom-roles.service.ts';

/** The console's custom roles (decision 0068); the merchant is always the signed-in operator's. */
export function customRoleRoutes(bind: EndpointBinder, deps: { roles: CustomRoleService }) {
  bind.bind(listOperatorRoles, async (_input, request) => deps.roles.list(operatorMerchantIdOf(request)));
  bind.bind(createOperatorRole, async (input, request) =>
    deps.roles.create(operatorMerchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(updateOperatorRole, async (input, request) =>
    deps.roles.update(operatorMerchantIdOf(request), input.id, input, operatorActorOf(request)),
  );
  bind.bind(deleteOperatorRole, async (input, request) =>
    deps.roles.remove(operatorMerchantIdOf(request), input.id, operatorActorOf(request)),
  );
}
