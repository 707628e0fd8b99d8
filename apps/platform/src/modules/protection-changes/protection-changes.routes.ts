import { approveProtectionChange, cancelProtectionChange, listProtectionChanges } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf as actorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { ProtectionChangeService } from './protection-changes.service.ts';

export function protectionChangeRoutes(bind: EndpointBinder, protection: ProtectionChangeService) {
  bind.bind(listProtectionChanges, async (input, request) =>
    protection.list(merchantIdOf(request), input.status, input.pageNo, input.pageSize),
  );
  bind.bind(approveProtectionChange, async (input, request) =>
    protection.approve(merchantIdOf(request), input.changeId, actorOf(request)),
  );
  bind.bind(cancelProtectionChange, async (input, request) =>
    protection.cancel(merchantIdOf(request), input.changeId, actorOf(request)),
  );
}
