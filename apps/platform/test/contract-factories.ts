import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.ts';
import type { MemberRow } from '../src/db/schema/index.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import {
  createAgentContractService,
  type AgentContractService,
} from '../src/modules/agent-contracts/agent-contracts.service.ts';
import type { ContractKind, ContractTier } from '../src/modules/agent-contracts/contract-bills.ts';
import { createContractSettlement } from '../src/modules/agent-contracts/contract-settlement.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';
import type { Merchant } from '../src/modules/merchants/merchant.ts';
import { createMerchantService } from '../src/modules/merchants/merchants.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../src/modules/wallet/member-wallet.ts';
import { foldAllMemberStats } from '../src/modules/agent-reports/member-stats-fold.ts';
import { createMember, createMerchant, fundWallet } from './factories.ts';

export const tier = (
  rateBp: number,
  minValidBetMinor = 0n,
  minActiveMembers = 0,
  minNetLossMinor: bigint | null = null,
) => ({ rateBp, minValidBetMinor, minNetLossMinor, minActiveMembers }) satisfies ContractTier;

/**
 * A merchant with every module on, templates for every kind up to `maxRateBp`, its settlement settings, and the
 * contract services over the real ledger; `clock.now` is the settlement's clock (moved by the test).
 */
export async function contractWorld(
  db: Db,
  options: { settings?: Partial<Parameters<AgentContractService['saveSettings']>[1]>; maxRateBp?: number } = {},
) {
  const row = await createMerchant(db, { code: `ct${randomUUID().slice(0, 8)}` });
  const audit = createAuditService(db);
  const merchants = createMerchantService(db, { audit, defaultMerchantCode: row.code });
  const merchant = await merchants.byId(row.id);
  const contracts = createAgentContractService(db, { audit });
  const operator = { name: 'test', ip: null };
  for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as ContractKind[])
    await contracts.saveTemplate(
      merchant,
      { kind, enabled: true, maxRateBp: options.maxRateBp ?? 5_000, tiers: [] },
      operator,
    );
  await contracts.saveSettings(
    merchant,
    {
      payer: 'house',
      approvalThresholdMinor: 10n ** 12n,
      secondApprovalThresholdMinor: 10n ** 13n,
      carryNegativeDividend: false,
      ...options.settings,
    },
    operator,
  );
  const ledger = createLedgerService(db);
  const clock = { now: new Date() };
  const settlement = createContractSettlement(db, { ledger, merchants, now: () => clock.now });
  return { db, merchant, ledger, contracts, settlement, clock };
}

export type ContractWorld = Awaited<ReturnType<typeof contractWorld>>;

/** A player under `upline` with `amountMinor` in its wallet, who then plays `rounds` ([stake, win] in minor units). */
export async function fundedPlayer(
  world: ContractWorld,
  username: string,
  upline: MemberRow,
  rounds: ReadonlyArray<readonly [bigint, bigint]> = [],
  amountMinor = 1_000_000n,
) {
  const member = await createMember(world.db, { merchantId: world.merchant.id, username, upline });
  await fundWallet(world.db, { merchant: world.merchant, member, amountMinor });
  for (const [stake, win] of rounds) await playRound(world.db, world.merchant, member, stake, win);
  return member;
}

/** The fold reads every posting so far, then the settlement's clock moves to `now` (past the period's end). */
export async function foldAndMoveClock(world: ContractWorld, now: Date) {
  await foldAllMemberStats(world.db);
  world.clock.now = now;
}

/** A round as the seamless wallet posts it: a stake from the player's wallet to the house, then its payout back. */
export async function playRound(
  db: Db,
  merchant: Merchant,
  player: Pick<MemberRow, 'id' | 'type'>,
  stakeMinor: bigint,
  winMinor: bigint,
) {
  const ledger = createLedgerService(db);
  const wallet = await ledger.account(memberWalletIdentity(merchant, player));
  const house = await ledger.account(merchantAccountIdentity(merchant, 'house', 'provider:test#0'));
  const round = randomUUID();
  const post = (kind: 'bet' | 'win', amount: bigint) =>
    ledger.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      kind,
      source: 'test-provider',
      idempotencyKey: `${kind}-${round}`,
      lines: [
        { accountId: wallet.id, amountMinor: kind === 'bet' ? -amount : amount },
        { accountId: house.id, amountMinor: kind === 'bet' ? amount : -amount },
      ],
    });
  if (stakeMinor > 0n) await post('bet', stakeMinor);
  if (winMinor > 0n) await post('win', winMinor);
}

/** The contract offered by `upline` (null: the house, through an operator) and accepted by the agent. */
export async function signContract(
  world: ContractWorld,
  upline: MemberRow | null,
  agent: MemberRow,
  kind: ContractKind,
  tiers: ContractTier[],
  options: { period?: 'day' | 'week' | 'semimonth' | 'month' | 'hour' | 'window'; activeThresholdMinor?: bigint } = {},
) {
  const actor = { name: 'test', ip: null, ...(upline ? { memberId: upline.id } : { operatorId: undefined }) };
  const period =
    options.period ?? (kind === 'daily' ? 'day' : kind === 'hourly' ? 'hour' : kind === 'realtime' ? 'window' : 'day');
  const { contract } = await world.contracts.offer(
    world.merchant,
    upline,
    {
      agentId: agent.id,
      kind,
      productType: 'CONS',
      period,
      activeThresholdMinor: options.activeThresholdMinor ?? 1n,
      tiers,
    },
    actor,
  );
  return world.contracts.act(
    world.merchant,
    { agent },
    contract.id,
    'accept',
    { memberId: agent.id, name: agent.username, ip: null },
    true,
  );
}
