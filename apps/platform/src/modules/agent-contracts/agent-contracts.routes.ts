import {
  actOnAgentContract,
  actOnHouseContract,
  decideContractBill,
  diffContractPeriod,
  getContractConsolidated,
  getContractSetup,
  listConsoleContracts,
  listContractActions,
  listContractBills,
  listMyContractBills,
  listMyContracts,
  offerAgentContract,
  offerHouseContract,
  processContractDividend,
  processContractHourSalary,
  processContractHourSalaryA,
  processDailySalaryContract,
  processDailySalContract,
  processDividendReq,
  processRealTimeSalaryContract,
  runContractPeriod,
  toWireMoney,
  updateContractSettings,
  updateContractTemplate,
  DomainError,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { memberOf, merchantOf, operatorActorOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import {
  requireAgent,
  type AgentContractService,
  type ContractAction,
  type ContractActor,
} from './agent-contracts.service.ts';
import type { ContractKind } from './contract-bills.ts';
import type { ContractSettlement } from './contract-settlement.ts';
import {
  billToWire,
  consolidatedOf,
  contractToWire,
  rateBpOf,
  offerFromWire,
  tiersFromWire,
  tiersToWire,
  wireRate,
  yesNo,
} from './contract-wire.ts';

/** The original client's answer codes (upstream-api §5.2): A agrees, R rejects, C terminates. */
const actionOf: Record<'A' | 'R' | 'C', ContractAction> = { A: 'accept', R: 'reject', C: 'terminate' };

const memberActor = (request: FastifyRequest): ContractActor => {
  const { member } = memberOf(request);
  return { memberId: member.id, name: member.username, ip: request.ip };
};
const operatorActor = (request: FastifyRequest): ContractActor => {
  const actor = operatorActorOf(request);
  return { operatorId: actor.id ?? undefined, name: actor.name, ip: request.ip } as ContractActor;
};

/** Agent contracts: the popup's data and answers, the agent center's contract pages, the console's (decision 0046). */
export function agentContractRoutes(
  bind: EndpointBinder,
  deps: { contracts: AgentContractService; settlement: ContractSettlement; merchants: MerchantService },
) {
  const { contracts, settlement, merchants } = deps;
  const consoleMerchant = (request: FastifyRequest) => merchants.byId(operatorMerchantIdOf(request));

  const answer = async (request: FastifyRequest, contractId: number, status: 'A' | 'R' | 'C') => {
    const merchant = merchantOf(request);
    const { member } = memberOf(request);
    // A: the popup showed `higher_rate` first when the offer ends contracts below (upline-api §5.2).
    const contract = await contracts.act(
      merchant,
      { agent: member },
      contractId,
      actionOf[status],
      memberActor(request),
      true,
    );
    return { contract: contractToWire(contract) };
  };
  const answerOfKind = async (
    request: FastifyRequest,
    kind: ContractKind,
    contractId: number,
    status: 'A' | 'R' | 'C',
  ) => {
    requireAgent(merchantOf(request), memberOf(request).member);
    const found = await contracts.contract(merchantOf(request), contractId);
    if (!found || found.kind !== kind)
      throw new DomainError('not_found', { fields: [{ field: 'id', reason: 'not_your_contract' }] });
    return answer(request, contractId, status);
  };

  bind.bind(getContractConsolidated, async (_input, request) =>
    consolidatedOf(await contracts.open(merchantOf(request), memberOf(request).member)),
  );
  for (const endpoint of [processDividendReq, processContractDividend])
    bind.bind(endpoint, async (input, request) => {
      const found = await contracts.openOfType(merchantOf(request), memberOf(request).member, 'dividend', input.type);
      if (!found) throw new DomainError('request_param_err', { fields: [{ field: 'type', reason: 'no_contract' }] });
      return answer(request, found.id, input.status);
    });
  for (const endpoint of [processDailySalContract, processDailySalaryContract])
    bind.bind(endpoint, async (input, request) => answerOfKind(request, 'daily', input.id, input.status));
  for (const endpoint of [processContractHourSalary, processContractHourSalaryA])
    bind.bind(endpoint, async (input, request) => answerOfKind(request, 'hourly', input.contractId, input.status));
  bind.bind(processRealTimeSalaryContract, async (input, request) =>
    answerOfKind(request, 'realtime', (input.id ?? input.contractId)!, input.status),
  );

  bind.bind(listMyContracts, async (input, request) => {
    const merchant = merchantOf(request);
    const { own, given } = await contracts.ofAgent(merchant, memberOf(request).member.id, input.kind);
    return { own: own.map(contractToWire), given: given.map(contractToWire), kinds: await contracts.kinds(merchant) };
  });
  bind.bind(offerAgentContract, async (input, request) => {
    const { member } = memberOf(request);
    const { contract, downlineHigherRate } = await contracts.offer(
      merchantOf(request),
      member,
      offerFromWire(input),
      memberActor(request),
    );
    return { contract: contractToWire(contract), downlineHigherRate: yesNo(downlineHigherRate) };
  });
  bind.bind(actOnAgentContract, async (input, request) => {
    const merchant = merchantOf(request);
    const { member } = memberOf(request);
    const found = await contracts.contract(merchant, input.contractId);
    const side = found && found.uplineId === member.id ? { upline: member } : { agent: member };
    const contract = await contracts.act(
      merchant,
      side,
      input.contractId,
      input.action,
      memberActor(request),
      input.confirmHigherRate,
    );
    return { contract: contractToWire(contract) };
  });
  bind.bind(listMyContractBills, async (input, request) => {
    const list = await settlement.bills({
      merchantId: merchantOf(request).id,
      agentId: memberOf(request).member.id,
      kind: input.kind,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return { list: list.map(billToWire), pageNo: input.pageNo };
  });

  // ---- console ----
  const setup = async (request: FastifyRequest) => {
    const merchant = await consoleMerchant(request);
    const s = await contracts.settings(merchant);
    return {
      templates: (await contracts.templates(merchant)).map((t) => ({
        kind: t.kind,
        enabled: t.enabled,
        maxRate: wireRate(t.maxRateBp),
        tiers: tiersToWire(t.tiers),
      })),
      settings: {
        payer: s.payer,
        approvalThreshold: toWireMoney(s.approvalThresholdMinor),
        secondApprovalThreshold: toWireMoney(s.secondApprovalThresholdMinor),
        carryNegativeDividend: s.carryNegativeDividend,
      },
    };
  };
  bind.bind(getContractSetup, async (_input, request) => setup(request));
  bind.bind(updateContractTemplate, async (input, request) => {
    await contracts.saveTemplate(
      await consoleMerchant(request),
      {
        kind: input.kind,
        enabled: input.enabled,
        maxRateBp: rateBpOf(input.maxRate),
        tiers: tiersFromWire(input.tiers),
      },
      operatorActor(request),
    );
    return { templates: (await setup(request)).templates };
  });
  bind.bind(updateContractSettings, async (input, request) => {
    await contracts.saveSettings(
      await consoleMerchant(request),
      {
        payer: input.payer,
        approvalThresholdMinor: input.approvalThreshold,
        secondApprovalThresholdMinor: input.secondApprovalThreshold,
        carryNegativeDividend: input.carryNegativeDividend,
      },
      operatorActor(request),
    );
    return (await setup(request)).settings;
  });
  bind.bind(listConsoleContracts, async (input, request) => ({
    list: (await contracts.all(await consoleMerchant(request), input.kind)).map(contractToWire),
  }));
  bind.bind(offerHouseContract, async (input, request) => {
    const { contract, downlineHigherRate } = await contracts.offer(
      await consoleMerchant(request),
      null,
      offerFromWire(input),
      operatorActor(request),
    );
    return { contract: contractToWire(contract), downlineHigherRate: yesNo(downlineHigherRate) };
  });
  bind.bind(actOnHouseContract, async (input, request) => ({
    contract: contractToWire(
      await contracts.act(
        await consoleMerchant(request),
        { upline: null },
        input.contractId,
        input.action,
        operatorActor(request),
      ),
    ),
  }));
  bind.bind(listContractBills, async (input, request) => ({
    list: (
      await settlement.bills({
        merchantId: operatorMerchantIdOf(request),
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.state ? { state: input.state } : {}),
        limit: 200,
      })
    ).map(billToWire),
  }));
  bind.bind(decideContractBill, async (input, request) => ({
    bill: billToWire(
      await settlement.decide(
        operatorMerchantIdOf(request),
        input.billId,
        input.decision,
        operatorActorOf(request).id ?? 0,
      ),
    ),
  }));
  bind.bind(runContractPeriod, async (input, request) => {
    const run = await settlement.settle(
      operatorMerchantIdOf(request),
      { kind: input.kind, period: input.period, at: new Date(input.at) },
      { by: 'operator', operatorId: operatorActorOf(request).id },
    );
    return { runId: run.runId, list: run.bills.map(billToWire) };
  });
  bind.bind(diffContractPeriod, async (input, request) => ({
    list: (
      await settlement.diff(operatorMerchantIdOf(request), {
        kind: input.kind,
        period: input.period,
        at: new Date(input.at),
      })
    ).map((d) => ({
      contractId: d.contractId,
      agentId: d.agentId,
      billed: d.billed ? billToWire(d.billed) : null,
      now: {
        validBet: toWireMoney(d.now.validBetMinor),
        netLoss: toWireMoney(d.now.netLossMinor),
        activeMembers: d.now.activeMembers,
        tier: d.now.tier,
        rate: wireRate(d.now.rateBp),
        gross: toWireMoney(d.now.grossMinor),
        own: toWireMoney(d.now.ownMinor),
      },
      changed: d.changed,
    })),
  }));
  bind.bind(listContractActions, async (input, request) => ({
    list: (await contracts.actions(await consoleMerchant(request), input.contractId)).map((a) => ({
      action: a.action,
      actorMemberId: a.actor_member_id === null ? null : Number(a.actor_member_id),
      actorOperatorId: a.actor_operator_id === null ? null : Number(a.actor_operator_id),
      statusBefore: a.status_before,
      statusAfter: a.status_after,
      at: new Date(a.created_at).toISOString(),
    })),
  }));
}
