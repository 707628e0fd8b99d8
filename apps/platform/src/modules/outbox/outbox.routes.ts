import { listOutbox } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorOf } from '../../http/request-context.ts';
import type { OutboxService } from './outbox.service.ts';

/** The console's view of the messages sent; always the operator's own merchant. */
export function outboxRoutes(bind: EndpointBinder, outbox: OutboxService) {
  bind.bind(listOutbox, async (input, request) => outbox.list(operatorOf(request).merchantId, input));
}
