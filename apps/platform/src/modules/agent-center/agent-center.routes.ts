import {
  createDownlineAccount,
  getAgentAnnouncements,
  getRegisterCenter,
  getTeamMember,
  listAgentSignups,
  listTeamMembers,
  resetDownlinePassword,
  setDownlineStatus,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { languageOf, memberOf, merchantOf } from '../../http/request-context.ts';
import type { AgentCenterService, AgentRequestOrigin } from './agent-center.service.ts';

function originOf(request: FastifyRequest): AgentRequestOrigin {
  return { protocol: request.protocol, host: request.host, ip: request.ip };
}

/** The agent center's calls (SPEC §2.7): register center and team management of the signed-in agent. */
export function agentCenterRoutes(bind: EndpointBinder, agentCenter: AgentCenterService) {
  bind.bind(getAgentAnnouncements, async (_input, request) =>
    agentCenter.announcements(merchantOf(request), memberOf(request).member, languageOf(request)),
  );
  bind.bind(getRegisterCenter, async (_input, request) =>
    agentCenter.registerCenter(merchantOf(request), memberOf(request).member, originOf(request)),
  );
  bind.bind(createDownlineAccount, async (input, request) =>
    agentCenter.createDownline(merchantOf(request), memberOf(request).member, input, originOf(request)),
  );
  bind.bind(listAgentSignups, async (input, request) =>
    agentCenter.signups(merchantOf(request), memberOf(request).member, input.pageNo, input.pageSize),
  );
  bind.bind(listTeamMembers, async (input, request) =>
    agentCenter.team(merchantOf(request), memberOf(request).member, input),
  );
  bind.bind(getTeamMember, async (input, request) =>
    agentCenter.member(merchantOf(request), memberOf(request).member, input.memberId),
  );
  bind.bind(setDownlineStatus, async (input, request) =>
    agentCenter.setStatus(merchantOf(request), memberOf(request).member, input.memberId, input.status, request.ip),
  );
  bind.bind(resetDownlinePassword, async (input, request) =>
    agentCenter.resetPassword(merchantOf(request), memberOf(request).member, input.memberId, request.ip),
  );
}
