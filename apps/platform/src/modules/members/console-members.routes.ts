import {
  getMemberDetail,
  getPasswordPolicy,
  getRegisterRulesForEdit,
  resetMemberPassword,
  searchMembers,
  setMemberStatus,
  setMemberType,
  updatePasswordPolicy,
  updateRegisterRules,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import {
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
  operatorOf,
} from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { ConsoleMemberService } from './console-members.service.ts';
import { contactFor } from './contact-masking.ts';

export function consoleMemberRoutes(
  bind: EndpointBinder,
  deps: { members: ConsoleMemberService; merchants: MerchantService },
) {
  // Contact details are masked for roles that read members without managing them (decision 0051).
  bind.bind(searchMembers, async (input, request) => {
    const filter = {
      query: input.query,
      status: input.status,
      type: input.type,
      minBalanceMinor: input.minBalance,
      maxBalanceMinor: input.maxBalance,
    };
    const page = await deps.members.search(merchantIdOf(request), filter, input.pageNo, input.pageSize);
    return { ...page, list: page.list.map((row) => contactFor(operatorOf(request).permissions, row)) };
  });
  bind.bind(getMemberDetail, async (input, request) =>
    contactFor(operatorOf(request).permissions, await deps.members.detail(merchantIdOf(request), input.memberId)),
  );
  bind.bind(setMemberStatus, async (input, request) =>
    deps.members.setStatus(merchantIdOf(request), input.memberId, input.status, actorOf(request)),
  );
  bind.bind(resetMemberPassword, async (input, request) =>
    deps.members.resetPassword(merchantIdOf(request), input.memberId, actorOf(request)),
  );
  bind.bind(setMemberType, async (input, request) =>
    deps.members.setType(merchantIdOf(request), input.memberId, input.type, actorOf(request)),
  );
  bind.bind(getRegisterRulesForEdit, async (_input, request) =>
    deps.merchants.registrationRules(await deps.merchants.byId(merchantIdOf(request))),
  );
  bind.bind(updateRegisterRules, async (input, request) =>
    deps.merchants.updateRegistrationRules(merchantIdOf(request), input.rules, actorOf(request)),
  );
  bind.bind(getPasswordPolicy, async (_input, request) =>
    deps.merchants.passwordPolicy(await deps.merchants.byId(merchantIdOf(request))),
  );
  bind.bind(updatePasswordPolicy, async (input, request) =>
    deps.merchants.updatePasswordPolicy(merchantIdOf(request), input, actorOf(request)),
  );
}
