import { DomainError, type ErrorCode, type MoveTreeMemberRequest, type TreeMember } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isAgent, isTopOfTreeType } from '../members/member-roles.ts';
import { lockMerchantTree } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { findTreeRows, listDownlineRows, searchTreeRows, type TreeRow } from './agent-tree.queries.ts';
import { insertTreeMove, lockMoveRows, rewriteSubtreePaths } from './member-moves.queries.ts';

/** The ids of a path (`/1/5/9/` → [1, 5, 9]): the top of the tree first, the member last. */
const idsOfPath = (path: string) => path.split('/').filter(Boolean).map(Number);

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The console's agent tree (decision 0040): reads of any member of the operator's merchant with its upline chain
 * and its downline one level at a time, and moves of a member (alone or with its downline) under another agent.
 * A move rewrites every changed path in one statement under the merchant's tree lock, keeps the old paths in
 * `member_path_history` (the reports follow the tree from the move on), and never touches money or bets.
 */
export function createAgentTreeService(db: Db, deps: { audit: AuditService }) {
  const toTreeMember = (merchant: Merchant, row: TreeRow): TreeMember => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgent(row, merchant),
    status: row.status,
    uplineId: row.uplineId,
    level: idsOfPath(row.ancestorPath).length,
    directCount: row.directCount,
    downlineCount: row.downlineCount,
    createdAt: row.createdAt.toISOString(),
  });

  async function treeRow(tx: Db, merchant: Merchant, memberId: number) {
    const [row] = await findTreeRows(tx, merchant.id, [memberId]);
    if (!row) throw new DomainError('not_found');
    return row;
  }

  /** A refusal of the move as a whole (its code says why), not of one input. */
  const refuse = (code: ErrorCode) => new DomainError(code);

  return {
    async search(merchant: Merchant, username: string, pageNo: number, pageSize: number) {
      const { rows, total } = await searchTreeRows(db, merchant.id, username, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map((row) => toTreeMember(merchant, row)),
        pageNo,
        totalPages: pageCount(total, pageSize),
        total,
      };
    },

    async member(merchant: Merchant, memberId: number) {
      const member = await treeRow(db, merchant, memberId);
      const uplineIds = idsOfPath(member.ancestorPath).filter((id) => id !== member.id);
      const byId = new Map((await findTreeRows(db, merchant.id, uplineIds)).map((row) => [row.id, row]));
      return {
        member: toTreeMember(merchant, member),
        upline: uplineIds.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toTreeMember(merchant, row)] : [];
        }),
      };
    },

    async downline(merchant: Merchant, memberId: number, pageNo: number, pageSize: number) {
      await treeRow(db, merchant, memberId);
      const { rows, total } = await listDownlineRows(db, {
        merchantId: merchant.id,
        memberId,
        agentTypes: merchant.agentTypes,
        offset: (pageNo - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: rows.map((row) => toTreeMember(merchant, row)),
        pageNo,
        totalPages: pageCount(total, pageSize),
        total,
      };
    },

    async move(merchant: Merchant, input: MoveTreeMemberRequest, actor: Actor) {
      if (input.memberId === input.uplineId) throw refuse('tree_move_self');
      const result = await db.transaction(async (tx) => {
        await lockMerchantTree(tx, merchant.id, 'exclusive');
        // Read after the lock: what an earlier move committed is what this one checks and rewrites.
        const member = await treeRow(tx, merchant, input.memberId);
        const target = await treeRow(tx, merchant, input.uplineId);
        if (!isAgent(target, merchant)) throw refuse('tree_target_not_agent');
        if (isTopOfTreeType(member.type, merchant)) throw refuse('tree_top_type');
        const oldPath = member.ancestorPath;
        const targetInside = target.ancestorPath.startsWith(oldPath);
        if (input.withDownline && targetInside) throw refuse('tree_move_cycle');
        const formerUplinePath = oldPath.slice(0, oldPath.length - `${member.id}/`.length);
        if (!input.withDownline && member.directCount > 0 && member.uplineId === null)
          throw refuse('tree_move_no_upline');
        const staysPut = member.uplineId === target.id && (input.withDownline || member.directCount === 0);
        if (staysPut) throw refuse('tree_move_no_change');

        // Without its downline the member leaves its own path: a target below it rises one level first.
        const targetPath =
          !input.withDownline && targetInside
            ? formerUplinePath + target.ancestorPath.slice(oldPath.length)
            : target.ancestorPath;
        const memberPath = `${targetPath}${member.id}/`;
        await lockMoveRows(tx, merchant.id, oldPath, [target.id, member.uplineId ?? 0]);
        const move = await insertTreeMove(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          fromUplineId: member.uplineId,
          toUplineId: target.id,
          withDownline: input.withDownline,
          reason: input.reason,
          operatorId: actor.id,
        });
        const moved = await rewriteSubtreePaths(tx, {
          merchantId: merchant.id,
          moveId: move.id,
          memberId: member.id,
          oldPath,
          memberPath,
          downlinePrefix: input.withDownline ? memberPath : formerUplinePath,
          toUplineId: target.id,
          downlineUplineId: input.withDownline ? member.id : member.uplineId,
        });
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'member.tree.move',
          target: `member:${member.username}`,
          before: { uplineId: member.uplineId, ancestorPath: oldPath },
          after: {
            uplineId: target.id,
            upline: target.username,
            ancestorPath: memberPath,
            withDownline: input.withDownline,
            moved,
            moveId: move.id,
            reason: input.reason,
          },
        });
        return { moveId: move.id, moved, member: await treeRow(tx, merchant, member.id) };
      });
      return { moveId: result.moveId, moved: result.moved, member: toTreeMember(merchant, result.member) };
    },
  };
}

export type AgentTreeService = ReturnType<typeof createAgentTreeService>;
