import { DomainError, type savePointReward, type updatePointSettings } from '@ficha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { PointsRedeemRow, PointsRewardRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import {
  decideRedeem,
  findPointsSettings,
  findRedeem,
  findReward,
  insertReward,
  listMerchantRedeems,
  listRewards,
  returnStock,
  updateReward,
  upsertPointsSettings,
} from './points.queries.ts';
import { postPoints } from './points.service.ts';
import { defaultPointsSettings, toPointConfig, toPointReward, toRedeemRecord } from './points-wire.ts';

const toConsoleReward = (r: PointsRewardRow) => ({ ...toPointReward(r), active: r.active, sort: r.sort });
const toConsoleRedeem = (r: PointsRedeemRow, username: string) => ({
  ...toRedeemRecord(r),
  memberId: r.memberId,
  username,
  decidedBy: r.decidedBy,
});

/**
 * The operator's side of the points mall (decision 0055): point rules, the catalog and its stock, and the
 * fulfilment queue of item redeems. Every change is audited in its own transaction.
 */
export function createPointsAdminService(db: Db, deps: { ledger: LedgerService; audit: AuditService }) {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  return {
    settings: async (merchantId: number) =>
      toPointConfig((await findPointsSettings(db, merchantId)) ?? defaultPointsSettings),

    async updateSettings(merchantId: number, actor: Actor, input: z.output<(typeof updatePointSettings)['request']>) {
      // A game type given twice would keep one of its rates silently: say which one is repeated instead.
      const repeated = input.betRates.findIndex(
        (r, i) => input.betRates.findIndex((o) => o.gameType === r.gameType) < i,
      );
      if (repeated >= 0) {
        throw new DomainError('request_param_err', {
          fields: [{ field: `betRates.${repeated}.gameType`, reason: 'duplicate' }],
        });
      }
      const values = {
        betRates: Object.fromEntries(input.betRates.map((r) => [r.gameType, r.rate])),
        defaultBetRate: input.defaultBetRate,
        depositRate: input.depositRate,
        convertPoints: BigInt(input.convertPoints),
        convertMinor: input.convertAmount,
        convertTargets: [...new Set(input.convertTargets)],
        bonusMultiplier: input.bonusMultiplier,
        bonusDays: input.bonusDays,
      };
      return inTransaction(async (tx) => {
        const before = await findPointsSettings(tx, merchantId);
        const after = toPointConfig(await upsertPointsSettings(tx, merchantId, values));
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'points.settings',
          target: 'points',
          before: before ? toPointConfig(before) : null,
          after,
        });
        return after;
      });
    },

    rewards: async (merchantId: number) => (await listRewards(db, merchantId, false)).map(toConsoleReward),

    async saveReward(merchantId: number, actor: Actor, input: z.output<(typeof savePointReward)['request']>) {
      const valueMinor = input.value ?? 0n;
      if ((input.kind === 'item') !== (valueMinor === 0n)) {
        throw new DomainError('request_param_err', { fields: [{ field: 'value', reason: 'value_for_kind' }] });
      }
      const values = {
        kind: input.kind,
        name: input.name,
        description: input.description,
        imageUrl: input.imageUrl,
        art: input.art,
        pointsCost: BigInt(input.points),
        valueMinor,
        stock: input.stock,
        active: input.active,
        sort: input.sort,
      };
      return inTransaction(async (tx) => {
        const before = input.id === undefined ? undefined : await findReward(tx, merchantId, input.id);
        if (input.id !== undefined && !before) throw new DomainError('not_found');
        const saved =
          input.id === undefined
            ? await insertReward(tx, merchantId, values)
            : await updateReward(tx, merchantId, input.id, values);
        if (!saved) throw new DomainError('not_found');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'points.reward',
          target: `reward:${saved.id}`,
          before: before ? toConsoleReward(before) : null,
          after: toConsoleReward(saved),
        });
        return toConsoleReward(saved);
      });
    },

    async redeems(merchantId: number, status: PointsRedeemRow['status'] | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await listMerchantRedeems(db, merchantId, status, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map((r) => toConsoleRedeem(r.redeem, r.username)),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    /**
     * Approves (fulfils) or rejects an item redeem In Process. A rejection gives the points back (one
     * `points_refund` entry, key `refund:<redeem>`) and the items back to stock; of two deciders, one wins and the
     * other is told points_redeem_decided with nothing moved.
     */
    async decide(
      merchantId: number,
      actor: Actor,
      input: { redeemId: number; decision: 'approve' | 'reject'; reason: string },
    ) {
      return inTransaction(async (tx) => {
        const found = await findRedeem(tx, merchantId, input.redeemId);
        if (!found) throw new DomainError('not_found');
        const { redeem, username } = found;
        if (redeem.status !== 'in_process') throw new DomainError('points_redeem_decided');
        const refundEntryId =
          input.decision === 'reject'
            ? await postPoints(deps.ledger, tx, {
                merchantId,
                memberId: redeem.memberId,
                kind: 'points_refund',
                key: `refund:${redeem.id}`,
                points: redeem.points,
              })
            : null;
        const decided = await decideRedeem(tx, merchantId, redeem.id, {
          status: input.decision === 'reject' ? 'rejected' : 'approved',
          decidedBy: actor.name,
          rejectReason: input.decision === 'reject' ? input.reason : '',
          refundEntryId,
        });
        if (!decided) throw new DomainError('points_redeem_decided');
        if (input.decision === 'reject' && redeem.rewardId !== null) {
          await returnStock(tx, redeem.rewardId, redeem.quantity);
        }
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: `points.redeem.${input.decision}`,
          target: `redeem:${redeem.id}`,
          before: { status: redeem.status },
          after: { status: decided.status, reason: decided.rejectReason },
        });
        return toConsoleRedeem(decided, username);
      });
    },
  };
}

export type PointsAdminService = ReturnType<typeof createPointsAdminService>;
