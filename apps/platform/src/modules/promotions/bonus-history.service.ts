import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { toWireBonus } from './promotion-wire.ts';

/**
 * A member's bonuses as the player's bonus details and the console's player history show them, with the
 * player's own forfeit and the operator's forfeit and extend (each audited with its reason).
 */
export function createBonusHistoryService(db: Db, deps: { bonusWallet: BonusWalletService; audit: AuditService }) {
  async function listOf(merchantId: number, memberId: number) {
    return (await deps.bonusWallet.list(merchantId, memberId)).map(toWireBonus);
  }

  async function one(merchantId: number, memberId: number, bonusId: number) {
    const bonus = (await listOf(merchantId, memberId)).find((b) => b.id === bonusId);
    if (!bonus) throw new DomainError('bonus_not_active');
    return { bonus };
  }

  async function assertMember(merchantId: number, memberId: number) {
    if (!(await findMemberById(db, merchantId, memberId))) throw new DomainError('not_found');
  }

  return {
    listOf,

    async forfeitOwn(merchantId: number, memberId: number, bonusId: number) {
      await deps.bonusWallet.forfeit(merchantId, memberId, bonusId);
      return one(merchantId, memberId, bonusId);
    },

    async forPlayer(merchantId: number, memberId: number) {
      await assertMember(merchantId, memberId);
      return listOf(merchantId, memberId);
    },

    async forfeitFor(merchantId: number, input: { memberId: number; bonusId: number; reason: string }, actor: Actor) {
      await assertMember(merchantId, input.memberId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await deps.bonusWallet.forfeit(merchantId, input.memberId, input.bonusId, tx);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'bonus.forfeit',
          target: `bonus:${input.bonusId}`,
          before: { status: 'active', memberId: input.memberId },
          after: { status: 'forfeited', reason: input.reason },
        });
      });
      return one(merchantId, input.memberId, input.bonusId);
    },

    async extendFor(
      merchantId: number,
      input: { memberId: number; bonusId: number; hours: number; reason: string },
      actor: Actor,
    ) {
      await assertMember(merchantId, input.memberId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const bonus = await deps.bonusWallet.extend(merchantId, input.memberId, input.bonusId, input.hours, tx);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'bonus.extend',
          target: `bonus:${input.bonusId}`,
          before: { memberId: input.memberId },
          after: { expiresAt: bonus.expiresAt.toISOString(), hours: input.hours, reason: input.reason },
        });
      });
      return one(merchantId, input.memberId, input.bonusId);
    },
  };
}

export type BonusHistoryService = ReturnType<typeof createBonusHistoryService>;
