import { getAgentTreeMember, listAgentTreeDownline, moveTreeMember, searchAgentTree } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { AgentTreeService } from './agent-tree.service.ts';

/** The console's agent tree viewer: search, a member with its upline chain, its downline, moves. */
export function agentTreeRoutes(bind: EndpointBinder, deps: { tree: AgentTreeService; merchants: MerchantService }) {
  const { tree, merchants } = deps;
  const merchantOf = (request: Parameters<typeof operatorMerchantIdOf>[0]) =>
    merchants.byId(operatorMerchantIdOf(request));
  bind.bind(searchAgentTree, async (input, request) =>
    tree.search(await merchantOf(request), input.username, input.pageNo, input.pageSize),
  );
  bind.bind(getAgentTreeMember, async (input, request) => tree.member(await merchantOf(request), input.memberId));
  bind.bind(listAgentTreeDownline, async (input, request) =>
    tree.downline(await merchantOf(request), input.memberId, input.pageNo, input.pageSize),
  );
  bind.bind(moveTreeMember, async (input, request) =>
    tree.move(await merchantOf(request), input, operatorActorOf(request)),
  );
}
