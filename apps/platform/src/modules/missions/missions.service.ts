import { DomainError, type missionInputSchema } from '@ficha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { postPoints } from '../points/points.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import {
  insertClaim,
  listMissions,
  missionProgress,
  recordVisit,
  saveMissionRow,
  setClaimPayment,
  type MissionProgressRow,
  type MissionValues,
} from './missions.queries.ts';
import { goalFigure, rewardFigure, titleIn, toConsoleMission, toWireMission } from './missions-wire.ts';

/** A bonus reward's terms: wagered once, cash first, for a week. */
const bonusDays = 7;

/**
 * Missions (issue 17, decision 0078): the member's running missions with progress read from the fold's
 * aggregates, visit days and referral records; a completed mission's reward claimed once per period (the claim's
 * unique key, then one ledger entry or bonus grant with the key mission:<mission>:<member>:<period>); and the
 * console's builder.
 */
export function createMissionService(
  db: Db,
  deps: { ledger: LedgerService; bonusWallet: BonusWalletService; audit: AuditService; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  /** Pays a claimed mission's reward in `tx`: points, a bonus, or cash from the `missions` budget. */
  async function pay(tx: Db, merchant: Merchant, member: Pick<MemberRow, 'id' | 'type'>, m: MissionProgressRow) {
    const key = `mission:${m.id}:${member.id}:${m.periodStart}`;
    if (m.rewardKind === 'points') {
      const entryId = await postPoints(deps.ledger, tx, {
        merchantId: merchant.id,
        memberId: member.id,
        kind: 'mission_points',
        key,
        points: m.rewardAmount,
      });
      return { entryId };
    }
    if (m.rewardKind === 'bonus') {
      const granted = await deps.bonusWallet.grantIn(tx, {
        merchant,
        member,
        source: 'mission',
        grantKey: key,
        budgetRef: 'missions',
        amountMinor: m.rewardAmount,
        depositMinor: 0n,
        terms: {
          wageringMultiplierPct: 100,
          wageringBase: 'bonus',
          contributions: {},
          defaultContributionPct: 100,
          maxBetMinor: null,
          maxCashoutMinor: null,
          playOrder: 'cash_first',
        },
        expiresAt: new Date(now().getTime() + bonusDays * 86_400_000),
      });
      return { bonusId: granted.bonus.id };
    }
    const budget = await deps.ledger.account(merchantAccountIdentity(merchant, 'promotion_budget', 'missions'), tx);
    const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member), tx);
    const posted = await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'mission_reward',
        source: 'missions',
        idempotencyKey: key,
        memo: `mission ${m.id}`,
        lines: [
          { accountId: budget.id, amountMinor: -m.rewardAmount },
          { accountId: wallet.id, amountMinor: m.rewardAmount },
        ],
      },
      tx,
    );
    return { entryId: posted.entryId };
  }

  async function running(merchant: Merchant, member: Pick<MemberRow, 'id'>, language: string) {
    const rows = await missionProgress(db, merchant.id, member.id);
    return rows.map((m) => toWireMission(m, language, merchant.defaultLanguage));
  }

  return {
    /** MCSFE_getMissionSummaryDetails: every running mission and the count of claimable ones (the badge). */
    async summary(merchant: Merchant, member: Pick<MemberRow, 'id'>, language: string) {
      const missions = await running(merchant, member, language);
      return { claimable: missions.filter((m) => m.state === 'claimable').length, missions };
    },

    /** getParticipableQuestList: the running missions not yet completed in their period. */
    async participable(merchant: Merchant, member: Pick<MemberRow, 'id'>, language: string) {
      return { list: (await running(merchant, member, language)).filter((m) => m.state === 'in_progress') };
    },

    /** getAchievementSettingList: the running missions as configured. */
    async settings(merchant: Merchant, member: Pick<MemberRow, 'id'>, language: string) {
      const rows = await missionProgress(db, merchant.id, member.id);
      return {
        list: rows.map((m) => ({
          id: m.id,
          title: titleIn(m.titles, language, merchant.defaultLanguage),
          period: m.period,
          goal: m.goal,
          gameType: m.gameType,
          target: goalFigure(m.goal, m.target),
          rewardKind: m.rewardKind,
          reward: rewardFigure(m.rewardKind, m.rewardAmount),
          startsAt: m.startsAt.toISOString(),
          endsAt: m.endsAt.toISOString(),
        })),
      };
    },

    /** recordCustomerHeartbeatDaily: today counts as a visit (once a day however often it is called). */
    heartbeat: (merchant: Merchant, member: Pick<MemberRow, 'id'>) => recordVisit(db, merchant.id, member.id),

    /**
     * Claims a completed running mission for its running period: mission_not_found (not the merchant's, not
     * running), mission_not_completed, mission_already_claimed; a bonus reward while another bonus is active is
     * refused (bonus_already_active). A refusal moves nothing.
     */
    async claim(merchant: Merchant, member: Pick<MemberRow, 'id' | 'type'>, missionId: number, language: string) {
      const claimed = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [m] = await missionProgress(tx, merchant.id, member.id, missionId);
        if (!m) throw new DomainError('mission_not_found');
        if (m.claimed) throw new DomainError('mission_already_claimed');
        if (m.progress < m.target) throw new DomainError('mission_not_completed');
        const claimId = await insertClaim(tx, {
          merchantId: merchant.id,
          missionId: m.id,
          memberId: member.id,
          periodStart: m.periodStart,
          progress: m.progress,
          rewardKind: m.rewardKind,
          rewardAmount: m.rewardAmount,
        });
        if (claimId === null) throw new DomainError('mission_already_claimed');
        await setClaimPayment(tx, claimId, await pay(tx, merchant, member, m));
        return { ...m, claimed: true };
      });
      return toWireMission(claimed, language, merchant.defaultLanguage);
    },

    // ----- the console -----

    list: async (merchantId: number) =>
      (await listMissions(db, merchantId)).map((r) => toConsoleMission(r.mission, r.claims)),

    /** Creates or changes a mission (mission_not_found for another merchant's id); audited. */
    async save(merchantId: number, actor: Actor, input: z.output<typeof missionInputSchema>) {
      const moneyGoal = input.goal === 'wager' || input.goal === 'deposit';
      const values: MissionValues = {
        titles: input.titles as Record<string, string>,
        period: input.period,
        goal: input.goal,
        gameType: input.goal === 'rounds' || input.goal === 'wager' ? input.gameType : '',
        target: moneyGoal ? input.targetAmount! : BigInt(input.targetCount!),
        rewardKind: input.rewardKind,
        rewardAmount: input.rewardKind === 'points' ? BigInt(input.rewardPoints!) : input.rewardAmount!,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        active: input.active,
      };
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const earlier =
          input.id === undefined
            ? undefined
            : (await listMissions(tx, merchantId)).find((r) => r.mission.id === input.id);
        const before = earlier ? toConsoleMission(earlier.mission, earlier.claims) : null;
        const id = await saveMissionRow(tx, merchantId, input.id, values);
        if (id === null) throw new DomainError('mission_not_found');
        const saved = (await listMissions(tx, merchantId)).find((r) => r.mission.id === id);
        if (!saved) throw new Error('saved mission vanished');
        const after = toConsoleMission(saved.mission, saved.claims);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: input.id === undefined ? 'mission.create' : 'mission.update',
          target: `mission:${id}`,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type MissionService = ReturnType<typeof createMissionService>;
