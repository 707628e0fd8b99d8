import { randomBytes } from 'node:crypto';
import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow, PointsRedeemRow } from '../../db/schema/index.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { memberPointsIdentity, pointsCurrency, pointsPoolIdentity } from './points-accounts.ts';
import {
  findPointsSettings,
  findReward,
  insertRedeem,
  listMemberRedeems,
  listRewards,
  setRedeemMoves,
  takeStock,
  type NewRedeem,
} from './points.queries.ts';
import { defaultPointsSettings, toPointConfig, toPointReward, toRedeemRecord } from './points-wire.ts';

type PointsMember = Pick<MemberRow, 'id' | 'type' | 'paymentPasswordHash'>;

export interface PointsDeps {
  ledger: LedgerService;
  bonusWallet: BonusWalletService;
  security: { verifyPaymentPassword: (member: MemberRow, paymentPassword: string) => Promise<void> };
  now?: () => Date;
}

/** A redeem's reference number (SPEC §3): R + 11 random capitals and digits. */
const newReference = () => `R${[...randomBytes(11)].map((b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('')}`;

/**
 * Posts a points entry between the member's points account and the merchant's pool: `points` > 0 credits the
 * member, < 0 debits it (points_insufficient when it would go below zero; the caller's transaction then holds
 * nothing). Points are whole numbers in the ledger's currency 'PTS' (decision 0055).
 */
export async function postPoints(
  ledger: LedgerService,
  tx: Db,
  entry: { merchantId: number; memberId: number; kind: string; key: string; points: bigint },
): Promise<number> {
  const account = await ledger.account(memberPointsIdentity(entry.merchantId, entry.memberId), tx);
  const pool = await ledger.account(pointsPoolIdentity(entry.merchantId), tx);
  try {
    const posted = await ledger.post(
      {
        merchantId: entry.merchantId,
        currency: pointsCurrency,
        kind: entry.kind,
        source: 'points',
        idempotencyKey: entry.key,
        lines: [
          { accountId: account.id, amountMinor: entry.points },
          { accountId: pool.id, amountMinor: -entry.points },
        ],
      },
      tx,
    );
    return posted.entryId;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
      throw new DomainError('points_insufficient');
    throw error;
  }
}

/**
 * The member's side of loyalty points (PTSYS3, decision 0055): balance, rules, the mall's catalog, redeems and
 * conversions. Points earn in SQL (db/functions/11_loyalty.sql, run by the fold). Every redeem or conversion is one
 * transaction: stock, the redeem record, the points entry and the payout (cash entry or bonus grant) stay
 * together or not at all.
 */
export function createPointsService(db: Db, deps: PointsDeps) {
  const now = deps.now ?? (() => new Date());

  async function settingsOf(merchantId: number, tx: Db = db) {
    return (await findPointsSettings(tx, merchantId)) ?? defaultPointsSettings;
  }

  /** Records the redeem, takes the points and pays what is paid at once (cash or bonus); an item waits. */
  async function redeemIn(tx: Db, merchant: Merchant, member: PointsMember, row: Omit<NewRedeem, 'reference'>) {
    const redeem = await insertRedeem(tx, { ...row, reference: newReference() });
    const entryId = await postPoints(deps.ledger, tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'points_redeem',
      key: `redeem:${redeem.id}`,
      points: -row.points,
    });
    const paid = row.kind === 'cash' || row.kind === 'convert_cash';
    const bonus = row.kind === 'bonus' || row.kind === 'convert_bonus';
    if (paid) {
      const budget = await deps.ledger.account(merchantAccountIdentity(merchant, 'promotion_budget', 'points'), tx);
      const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member), tx);
      const money = await deps.ledger.post(
        {
          merchantId: merchant.id,
          currency: merchant.currency,
          kind: 'points_cash',
          source: 'points',
          idempotencyKey: `cash:${redeem.id}`,
          memo: redeem.reference,
          lines: [
            { accountId: budget.id, amountMinor: -row.valueMinor! },
            { accountId: wallet.id, amountMinor: row.valueMinor! },
          ],
        },
        tx,
      );
      return setRedeemMoves(tx, redeem.id, { entryId, moneyEntryId: money.entryId });
    }
    if (bonus) {
      const settings = await settingsOf(merchant.id, tx);
      const granted = await deps.bonusWallet.grantIn(tx, {
        merchant,
        member,
        source: 'points',
        grantKey: `redeem:${redeem.id}`,
        budgetRef: 'points',
        amountMinor: row.valueMinor!,
        depositMinor: 0n,
        terms: {
          wageringMultiplierPct: settings.bonusMultiplier * 100,
          wageringBase: 'bonus',
          contributions: {},
          defaultContributionPct: 100,
          maxBetMinor: null,
          maxCashoutMinor: null,
          playOrder: 'cash_first',
        },
        expiresAt: new Date(now().getTime() + settings.bonusDays * 86_400_000),
      });
      return setRedeemMoves(tx, redeem.id, { entryId, bonusId: granted.bonus.id });
    }
    return setRedeemMoves(tx, redeem.id, { entryId });
  }

  const inTransaction = (work: (tx: Db) => Promise<PointsRedeemRow>) =>
    db.transaction((tx) => work(tx as unknown as Db));

  return {
    async balance(merchant: Merchant, member: Pick<MemberRow, 'id'>) {
      return { pointBalance: Number(await deps.ledger.balanceOf(memberPointsIdentity(merchant.id, member.id))) };
    },

    config: async (merchant: Merchant) => toPointConfig(await settingsOf(merchant.id)),

    conversionTypes: async (merchant: Merchant) => (await settingsOf(merchant.id)).convertTargets,

    rewards: async (merchant: Merchant) => (await listRewards(db, merchant.id, true)).map(toPointReward),

    /**
     * Redeems `quantity` of a mall reward with the payment password. Refusals (wrong password: counted towards the
     * lock; out of stock; not enough points; a bonus while one is active) move nothing.
     */
    async redeem(
      merchant: Merchant,
      member: MemberRow,
      input: { rewardId: number; quantity: number; paymentPassword: string },
    ) {
      await deps.security.verifyPaymentPassword(member, input.paymentPassword);
      const row = await inTransaction(async (tx) => {
        const reward = await takeStock(tx, merchant.id, input.rewardId, input.quantity);
        if (!reward) {
          const known = await findReward(tx, merchant.id, input.rewardId);
          throw new DomainError(known?.active ? 'points_out_of_stock' : 'points_reward_unavailable');
        }
        return redeemIn(tx, merchant, member, {
          merchantId: merchant.id,
          memberId: member.id,
          kind: reward.kind,
          rewardId: reward.id,
          name: reward.name,
          quantity: input.quantity,
          points: reward.pointsCost * BigInt(input.quantity),
          valueMinor: reward.valueMinor * BigInt(input.quantity),
          status: reward.kind === 'item' ? 'in_process' : 'approved',
        });
      });
      return toRedeemRecord(row);
    },

    /**
     * Converts `points` (a whole multiple of the merchant's convertPoints) to cash or bonus at the configured ratio,
     * with the payment password.
     */
    async convert(
      merchant: Merchant,
      member: MemberRow,
      input: { points: number; type: 'cash' | 'bonus'; paymentPassword: string },
    ) {
      const settings = await settingsOf(merchant.id);
      const points = BigInt(input.points);
      if (!settings.convertTargets.includes(input.type)) throw new DomainError('points_reward_unavailable');
      if (points % settings.convertPoints !== 0n) {
        throw new DomainError('request_param_err', {
          fields: [{ field: 'points', reason: 'multiple_of', params: { step: Number(settings.convertPoints) } }],
        });
      }
      await deps.security.verifyPaymentPassword(member, input.paymentPassword);
      const row = await inTransaction((tx) =>
        redeemIn(tx, merchant, member, {
          merchantId: merchant.id,
          memberId: member.id,
          kind: input.type === 'cash' ? 'convert_cash' : 'convert_bonus',
          rewardId: null,
          name: '',
          quantity: 1,
          points,
          valueMinor: (points / settings.convertPoints) * settings.convertMinor,
          status: 'approved',
        }),
      );
      return toRedeemRecord(row);
    },

    async records(merchant: Merchant, member: Pick<MemberRow, 'id'>, pageNo: number, pageSize: number) {
      const { rows, total } = await listMemberRedeems(db, merchant.id, member.id, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map((r) => toRedeemRecord(r.redeem)),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
