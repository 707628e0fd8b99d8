import { contractKindPeriods, DomainError, maxContractTiers, type FieldError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isAgent, isTrial } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';
import {
  changeContract,
  contractActions,
  findContract,
  insertContract,
  listContracts,
  openContractsBelow,
  recordAction,
  type ContractPeriod,
  type ContractRow,
} from './agent-contracts.queries.ts';
import { overlappingTier, type ContractKind, type ContractTier } from './contract-bills.ts';
import { findSettings, saveSettings, type ContractSettings } from './contract-bills.queries.ts';
import { listTemplates, saveTemplate, type ContractTemplate } from './contract-templates.queries.ts';
import { findMemberForContract } from './contract-members.queries.ts';

/** The module that switches each kind on (SPEC §6); AGENTPOLICY3 switches contracts as a whole. */
export const kindModules: Record<ContractKind, string> = {
  dividend: 'DIVIDEND',
  daily: 'DAYSAL',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};

/** The product types whose figures the aggregates hold: all games together (upstream-api §5.1 `CONS`). */
export const settledProductTypes = ['CONS'] as const;

export interface ContractOffer {
  agentId: number;
  kind: ContractKind;
  productType: string;
  period: ContractPeriod;
  activeThresholdMinor: bigint;
  tiers: ContractTier[];
}

export type ContractAction = 'accept' | 'reject' | 'terminate';

export interface ContractActor {
  memberId?: number;
  operatorId?: number;
  name: string;
  ip: string | null;
}

const settingsForAudit = (s: ContractSettings) => ({
  ...s,
  approvalThresholdMinor: String(s.approvalThresholdMinor),
  secondApprovalThresholdMinor: String(s.secondApprovalThresholdMinor),
});

/** Contracts are between agents: a player (or trial) answering one is refused as the agent center refuses it. */
export function requireAgent(merchant: Merchant, member: MemberRow) {
  if (!isAgent(member, merchant)) throw new DomainError('error_not_agent');
}

/** A template as the audit log keeps it: every tier with its rate in basis points and its minimums in minor units. */
const templateForAudit = (t: ContractTemplate) => ({
  enabled: t.enabled,
  maxRateBp: t.maxRateBp,
  tiers: t.tiers.map((tier) => ({
    rateBp: tier.rateBp,
    minValidBetMinor: String(tier.minValidBetMinor),
    minNetLossMinor: tier.minNetLossMinor === null ? null : String(tier.minNetLossMinor),
    minActiveMembers: tier.minActiveMembers,
  })),
});

/**
 * What is wrong with a template, named as the console's form names its inputs (`maxRate`, `tiers.2.rate`): at
 * most `maxContractTiers` tiers, rates within 0–100 % and not above the template's highest rate, each tier asking
 * more and paying more than the one before.
 */
function templateProblems(template: ContractTemplate): FieldError[] {
  const fields: FieldError[] = [];
  if (template.tiers.length > maxContractTiers)
    fields.push({ field: 'tiers', reason: 'too_big', params: { max: maxContractTiers } });
  if (template.maxRateBp < 0 || template.maxRateBp > 10_000)
    fields.push({ field: 'maxRate', reason: 'rate_out_of_range' });
  template.tiers.forEach((t, i) => {
    if (t.rateBp < 0 || t.rateBp > 10_000) fields.push({ field: `tiers.${i}.rate`, reason: 'rate_out_of_range' });
    else if (t.rateBp > template.maxRateBp)
      fields.push({
        field: `tiers.${i}.rate`,
        reason: 'above_template_rate',
        params: { max: template.maxRateBp / 100 },
      });
  });
  const overlap = overlappingTier(template.tiers);
  if (overlap !== null) fields.push({ field: `tiers.${overlap}`, reason: 'overlapping_tiers' });
  return fields;
}

const fieldError = (fields: FieldError[]) => new DomainError('request_param_err', { fields });
const maxRate = (tiers: readonly ContractTier[]) => Math.max(0, ...tiers.map((t) => t.rateBp));

/**
 * The life cycle of agent contracts (SPEC §4, decision 0046): an upline offers a contract to a direct downline
 * agent (an operator offers the house's to a top agent), the downline accepts or rejects; either side asks for
 * termination and the other accepts, or the upline terminates. Every change is one transaction with its action row
 * and audit row.
 */
export function createAgentContractService(db: Db, deps: { audit: AuditService }) {
  async function audit(
    tx: Db,
    merchant: Merchant,
    actor: ContractActor,
    action: string,
    c: ContractRow,
    after: unknown,
  ) {
    await deps.audit.record(tx, {
      merchantId: merchant.id,
      actor: {
        type: actor.operatorId ? 'operator' : 'agent',
        id: actor.operatorId ?? actor.memberId ?? null,
        name: actor.name,
        ip: actor.ip,
      },
      action: `contract.${action}`,
      target: `contract:${c.id}`,
      before: { status: c.status },
      after,
    });
  }

  async function validateOffer(tx: Db, merchant: Merchant, upline: MemberRow | null, offer: ContractOffer) {
    const fields: FieldError[] = [];
    if (!merchant.enabledModules.has('AGENTPOLICY3') || !merchant.enabledModules.has(kindModules[offer.kind]))
      throw new DomainError('function.not.available');
    const template = (await listTemplates(tx, merchant.id)).find((t) => t.kind === offer.kind && t.enabled);
    if (!template) fields.push({ field: 'kind', reason: 'kind_not_offered' });
    if (!(settledProductTypes as readonly string[]).includes(offer.productType))
      fields.push({ field: 'productType', reason: 'product_type_not_settled' });
    if (!contractKindPeriods[offer.kind].includes(offer.period))
      fields.push({ field: 'period', reason: 'period_not_allowed' });
    // Someone other than a direct downline agent (a top agent for the house) is refused before anything else.
    const downline = await findMemberForContract(tx, merchant.id, offer.agentId);
    if (!downline || !isAgent(downline, merchant))
      throw new DomainError('not_downline', { fields: [{ field: 'agentId', reason: 'not_an_agent' }] });
    if (upline ? downline.uplineId !== upline.id : downline.uplineId !== null)
      throw new DomainError('not_downline', {
        fields: [{ field: 'agentId', reason: upline ? 'not_direct_downline' : 'not_top_agent' }],
      });
    if (offer.tiers.length === 0) fields.push({ field: 'tiers', reason: 'too_small', params: { min: 1 } });
    if (offer.tiers.length > maxContractTiers)
      fields.push({ field: 'tiers', reason: 'too_big', params: { max: maxContractTiers } });
    const overlap = overlappingTier(offer.tiers);
    if (overlap !== null) fields.push({ field: `tiers.${overlap}`, reason: 'overlapping_tiers' });
    offer.tiers.forEach((t, i) => {
      if (t.rateBp < 0 || t.rateBp > 10_000) fields.push({ field: `tiers.${i}.rate`, reason: 'rate_out_of_range' });
      else if (template && t.rateBp > template.maxRateBp)
        fields.push({
          field: `tiers.${i}.rate`,
          reason: 'above_template_rate',
          params: { max: template.maxRateBp / 100 },
        });
    });
    if (upline) {
      const own = (await listContracts(tx, { merchantId: merchant.id, agentId: upline.id, kind: offer.kind })).find(
        (c) => c.status === 'V' && c.productType === offer.productType,
      );
      if (!own) fields.push({ field: 'kind', reason: 'upline_has_no_contract' });
      else {
        if (own.period !== offer.period) fields.push({ field: 'period', reason: 'period_differs_from_upline' });
        offer.tiers.forEach((t, i) => {
          if (t.rateBp > maxRate(own.tiers))
            fields.push({
              field: `tiers.${i}.rate`,
              reason: 'above_upline_rate',
              params: { max: maxRate(own.tiers) / 100 },
            });
        });
      }
    }
    if (fields.length > 0) throw fieldError(fields);
    return downline;
  }

  /** Open contracts below the contract's agent that give a higher rate than it would now hold. */
  async function higherBelow(tx: Db, merchant: Merchant, c: ContractRow) {
    const agent = await findMemberForContract(tx, merchant.id, c.agentId);
    if (!agent) return [];
    const below = await openContractsBelow(tx, merchant.id, agent.ancestorPath, c.kind);
    return below.filter((d) => d.productType === c.productType && maxRate(d.tiers) > maxRate(c.tiers));
  }

  async function offer(merchant: Merchant, upline: MemberRow | null, input: ContractOffer, actor: ContractActor) {
    return db.transaction(async (tx) => {
      const downline = await validateOffer(tx, merchant, upline, input);
      const open = (
        await listContracts(tx, { merchantId: merchant.id, agentId: downline.id, kind: input.kind, open: true })
      ).filter((c) => c.productType === input.productType);
      const effective = open.find((c) => c.status === 'V');
      if (effective && effective.uplineId !== (upline?.id ?? null))
        throw fieldError([{ field: 'agentId', reason: 'contract_of_another_upline' }]);
      for (const pending of open.filter((c) => c.status !== 'V'))
        await changeContract(tx, pending, {
          status: 'ended',
          action: 'withdraw',
          endReason: 'withdrawn',
          actorMemberId: actor.memberId ?? null,
          actorOperatorId: actor.operatorId ?? null,
        });
      const contract = await insertContract(tx, {
        merchantId: merchant.id,
        kind: input.kind,
        productType: input.productType,
        uplineId: upline?.id ?? null,
        agentId: downline.id,
        period: input.period,
        status: effective ? 'E' : 'P',
        activeThresholdMinor: input.activeThresholdMinor,
        tiers: input.tiers,
        replacesContractId: effective?.id ?? null,
      });
      await recordAction(tx, contract.id, {
        action: effective ? 'change' : 'offer',
        before: null,
        after: contract.status,
        actorMemberId: actor.memberId ?? null,
        actorOperatorId: actor.operatorId ?? null,
      });
      await audit(tx, merchant, actor, effective ? 'change' : 'offer', contract, { status: contract.status });
      return {
        contract: (await findContract(tx, merchant.id, contract.id))!,
        downlineHigherRate: (await higherBelow(tx, merchant, contract)).length > 0,
      };
    });
  }

  /**
   * An answer to a contract by the agent it pays (`side: agent`) or the upline that gave it (`side: upline`;
   * an operator for the house's contracts). Accepting an offer that pays less than contracts the agent gave
   * further down ends those contracts, only with `confirmHigherRate` (the popup's `higher_rate`).
   */
  async function act(
    merchant: Merchant,
    side: { agent: MemberRow } | { upline: MemberRow | null },
    contractId: number,
    action: ContractAction,
    actor: ContractActor,
    confirmHigherRate = false,
  ) {
    if ('agent' in side) requireAgent(merchant, side.agent);
    return db.transaction(async (tx) => {
      const c = await findContract(tx, merchant.id, contractId, true);
      const mine =
        c &&
        c.status !== 'ended' &&
        ('agent' in side ? c.agentId === side.agent.id : c.uplineId === (side.upline?.id ?? null));
      if (!c || !mine)
        throw new DomainError('not_found', { fields: [{ field: 'contractId', reason: 'not_your_contract' }] });
      const by = { actorMemberId: actor.memberId ?? null, actorOperatorId: actor.operatorId ?? null };
      const end = async (
        x: ContractRow,
        reason: 'rejected' | 'terminated' | 'replaced' | 'upline_lowered' | 'withdrawn',
        name: string,
      ) => changeContract(tx, x, { status: 'ended', action: name, endReason: reason, ...by });
      const invalid = () => fieldError([{ field: 'status', reason: 'action_not_allowed' }]);
      if ('agent' in side) {
        if (c.status === 'P' || c.status === 'E') {
          if (action === 'reject') await end(c, 'rejected', 'reject');
          else if (action === 'accept') {
            const higher = await higherBelow(tx, merchant, c);
            if (higher.length > 0 && !confirmHigherRate)
              throw new DomainError('conflict', {
                fields: [{ field: 'confirmHigherRate', reason: 'downline_higher_rate' }],
                value: { downlineHigherRate: 'Y', contracts: higher.map((h) => h.id) },
              });
            for (const h of higher) await end(h, 'upline_lowered', 'end_by_upline_rate');
            if (c.replacesContractId !== null) {
              const replaced = await findContract(tx, merchant.id, c.replacesContractId, true);
              if (replaced && replaced.status === 'V') await end(replaced, 'replaced', 'replace');
            }
            await changeContract(tx, c, { status: 'V', action: 'accept', ...by });
          } else throw invalid();
        } else if (c.terminationRequestedBy === 'upline') {
          if (action === 'accept' || action === 'terminate') await end(c, 'terminated', 'accept_termination');
          else
            await changeContract(tx, c, {
              status: 'V',
              action: 'reject_termination',
              terminationRequestedBy: null,
              ...by,
            });
        } else if (action === 'terminate')
          await changeContract(tx, c, {
            status: 'V',
            action: 'request_termination',
            terminationRequestedBy: 'agent',
            ...by,
          });
        else throw invalid();
      } else if (c.status === 'P' || c.status === 'E') {
        if (action === 'terminate' || action === 'reject') await end(c, 'withdrawn', 'withdraw');
        else throw invalid();
      } else if (action === 'terminate' || (action === 'accept' && c.terminationRequestedBy === 'agent'))
        await end(c, 'terminated', 'terminate');
      else if (action === 'reject' && c.terminationRequestedBy === 'agent')
        await changeContract(tx, c, { status: 'V', action: 'reject_termination', terminationRequestedBy: null, ...by });
      else throw invalid();
      const after = (await findContract(tx, merchant.id, c.id))!;
      await audit(tx, merchant, actor, action, c, { status: after.status, endReason: after.endReason });
      return after;
    });
  }

  return {
    offer,
    act,
    /** The contracts waiting for the member's answer and its effective ones (consolidated); none for trials. */
    async open(merchant: Merchant, member: MemberRow) {
      if (isTrial(member, merchant) || !isAgent(member, merchant)) return [];
      const open = await listContracts(db, { merchantId: merchant.id, agentId: member.id, open: true });
      return Promise.all(
        open
          .filter((c) => merchant.enabledModules.has(kindModules[c.kind]))
          .map(async (contract) => ({
            contract,
            downlineHigherRate:
              contract.status === 'V' ? false : (await higherBelow(db, merchant, contract)).length > 0,
          })),
      );
    },
    /** The open contract of a kind and productType the member holds (the dividend call names it by `type`). */
    async openOfType(merchant: Merchant, member: MemberRow, kind: ContractKind, productType: string) {
      requireAgent(merchant, member);
      const open = await listContracts(db, { merchantId: merchant.id, agentId: member.id, kind, open: true });
      const ofType = open.filter((c) => c.productType === productType);
      return ofType.find((c) => c.status !== 'V') ?? ofType[0];
    },
    /** The kinds the merchant offers: module on and template enabled. */
    async kinds(merchant: Merchant): Promise<ContractKind[]> {
      if (!merchant.enabledModules.has('AGENTPOLICY3')) return [];
      return (await listTemplates(db, merchant.id))
        .filter((t) => t.enabled && merchant.enabledModules.has(kindModules[t.kind]))
        .map((t) => t.kind);
    },
    contract: (merchant: Merchant, id: number) => findContract(db, merchant.id, id),
    /** Every action on one of the merchant's contracts, oldest first. */
    async actions(merchant: Merchant, id: number) {
      if (!(await findContract(db, merchant.id, id))) throw new DomainError('not_found');
      return contractActions(db, id);
    },
    /** The contracts an agent holds and the ones it gave (open and past), newest first. */
    async ofAgent(merchant: Merchant, agentId: number, kind?: ContractKind) {
      const [own, given] = await Promise.all([
        listContracts(db, { merchantId: merchant.id, agentId, ...(kind ? { kind } : {}) }),
        listContracts(db, { merchantId: merchant.id, uplineId: agentId, ...(kind ? { kind } : {}) }),
      ]);
      return { own, given };
    },
    all: (merchant: Merchant, kind?: ContractKind) =>
      listContracts(db, { merchantId: merchant.id, ...(kind ? { kind } : {}) }),
    templates: (merchant: Merchant) => listTemplates(db, merchant.id),
    /** A kind's template (console): whether it is offered, its highest rate, its suggested tiers. */
    async saveTemplate(merchant: Merchant, template: ContractTemplate, actor: ContractActor) {
      const fields = templateProblems(template);
      if (fields.length > 0) throw fieldError(fields);
      await db.transaction(async (tx) => {
        const before = (await listTemplates(tx, merchant.id)).find((t) => t.kind === template.kind);
        await saveTemplate(tx, merchant.id, template);
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor: { type: 'operator', id: actor.operatorId ?? null, name: actor.name, ip: actor.ip },
          action: 'contract.template',
          target: `contract-template:${template.kind}`,
          before: before ? templateForAudit(before) : null,
          after: templateForAudit(template),
        });
      });
    },
    settings: (merchant: Merchant) => findSettings(db, merchant.id),
    /** How the merchant settles (console): payer, approval thresholds, negative dividends carried over. */
    async saveSettings(merchant: Merchant, settings: ContractSettings, actor: ContractActor) {
      await db.transaction(async (tx) => {
        const before = await findSettings(tx, merchant.id);
        await saveSettings(tx, merchant.id, settings);
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor: { type: 'operator', id: actor.operatorId ?? null, name: actor.name, ip: actor.ip },
          action: 'contract.settings',
          target: 'contract-settings',
          before: settingsForAudit(before),
          after: settingsForAudit(settings),
        });
      });
    },
    /** Whether a pending contract would end higher-rate contracts below when accepted (`downlineHigherRate`). */
    higherBelow: (merchant: Merchant, c: ContractRow) => higherBelow(db, merchant, c),
  };
}

export type AgentContractService = ReturnType<typeof createAgentContractService>;
