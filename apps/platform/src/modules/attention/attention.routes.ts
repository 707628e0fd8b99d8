import { getConsoleAttention } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorOf } from '../../http/request-context.ts';
import type { AttentionService } from './attention.service.ts';

/** The console's attention counts: the signed-in operator's merchant, filtered by the operator's role. */
export function attentionRoutes(bind: EndpointBinder, attention: AttentionService) {
  bind.bind(getConsoleAttention, async (_input, request) => attention.forOperator(operatorOf(request)));
}
