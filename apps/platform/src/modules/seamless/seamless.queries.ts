import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members, seamlessLaunchTokens, seamlessPlayers, seamlessProviders } from '../../db/schema/index.ts';

export async function findProviderByCode(db: Db, code: string) {
  const rows = await db.select().from(seamlessProviders).where(eq(seamlessProviders.code, code)).limit(1);
  return rows[0];
}

export async function findProviderOfMerchant(db: Db, merchantId: number, code: string) {
  const rows = await db
    .select()
    .from(seamlessProviders)
    .where(and(eq(seamlessProviders.merchantId, merchantId), eq(seamlessProviders.code, code)))
    .limit(1);
  return rows[0];
}

/** The member's player id towards a provider, created on first use (concurrent first uses agree on one). */
export async function findOrCreatePlayerId(db: Db, providerId: number, memberId: number, fresh: string) {
  await db.insert(seamlessPlayers).values({ providerId, memberId, playerId: fresh }).onConflictDoNothing();
  const rows = await db
    .select({ playerId: seamlessPlayers.playerId })
    .from(seamlessPlayers)
    .where(and(eq(seamlessPlayers.providerId, providerId), eq(seamlessPlayers.memberId, memberId)));
  const row = rows[0];
  if (!row) throw new Error('seamless player id not created');
  return row.playerId;
}

/** The member a provider's player id stands for, only within that provider's merchant. */
export async function findPlayer(db: Db, provider: { id: number; merchantId: number }, playerId: string) {
  const rows = await db
    .select({ member: members, playerId: seamlessPlayers.playerId })
    .from(seamlessPlayers)
    .innerJoin(members, eq(members.id, seamlessPlayers.memberId))
    .where(
      and(
        eq(seamlessPlayers.providerId, provider.id),
        eq(seamlessPlayers.playerId, playerId),
        eq(members.merchantId, provider.merchantId),
      ),
    )
    .limit(1);
  return rows[0];
}

export function insertLaunchToken(db: Db, row: typeof seamlessLaunchTokens.$inferInsert) {
  return db.insert(seamlessLaunchTokens).values(row);
}

/** Removes a launch token nobody used yet (a launch whose provider call failed). */
export function deleteUnusedLaunchToken(db: Db, tokenHash: string) {
  return db
    .delete(seamlessLaunchTokens)
    .where(and(eq(seamlessLaunchTokens.tokenHash, tokenHash), isNull(seamlessLaunchTokens.usedAt)));
}

/** Marks a live launch token of this provider used; answers it only for the one call that did. */
export async function consumeLaunchToken(db: Db, providerId: number, tokenHash: string, now: Date) {
  const rows = await db
    .update(seamlessLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(seamlessLaunchTokens.providerId, providerId),
        eq(seamlessLaunchTokens.tokenHash, tokenHash),
        isNull(seamlessLaunchTokens.usedAt),
        gt(seamlessLaunchTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Runs one seamless money function (db/functions/03_seamless.sql): the whole call in one round trip. */
async function seamlessCall(db: Db, call: SQL): Promise<unknown> {
  const row = rowsOf<{ answer: unknown }>(await db.execute(sql`select ${call} as answer`))[0];
  if (!row) throw new Error('seamless function answered nothing');
  return row.answer;
}

/** The provider columns every money function needs, and its house reference (ledger source, house accounts prefix). */
function providerArgs(provider: { id: number; merchantId: number; code: string }) {
  return sql`p_provider_id => ${provider.id}, p_merchant_id => ${provider.merchantId},
    p_house_ref => ${`provider:${provider.code}`}`;
}

interface CallBase {
  playerId: string;
  requestId: string;
  transactionId: string;
  roundId: string;
  requestHash: string;
}

export function callDebit(
  db: Db,
  provider: { id: number; merchantId: number; code: string },
  call: CallBase & { gameCode: string; amount: bigint; category: string; detailUrl: string; now: Date },
) {
  return seamlessCall(
    db,
    sql`platform.seamless_debit(${providerArgs(provider)}, p_provider_code => ${provider.code},
      p_category => ${call.category}, p_detail_url => ${call.detailUrl}, p_player_id => ${call.playerId},
      p_request_id => ${call.requestId}, p_transaction_id => ${call.transactionId}, p_round_id => ${call.roundId},
      p_game_code => ${call.gameCode}, p_amount => ${call.amount.toString()}::bigint,
      p_request_hash => ${call.requestHash}, p_now => ${call.now.toISOString()}::timestamptz)`,
  );
}

export function callCredit(
  db: Db,
  provider: { id: number; merchantId: number; code: string },
  call: CallBase & { gameCode: string; amount: bigint; roundEnded: boolean; now: Date },
) {
  return seamlessCall(
    db,
    sql`platform.seamless_credit(${providerArgs(provider)}, p_player_id => ${call.playerId},
      p_request_id => ${call.requestId}, p_transaction_id => ${call.transactionId}, p_round_id => ${call.roundId},
      p_game_code => ${call.gameCode}, p_amount => ${call.amount.toString()}::bigint,
      p_round_ended => ${call.roundEnded}::boolean, p_request_hash => ${call.requestHash},
      p_now => ${call.now.toISOString()}::timestamptz)`,
  );
}

export function callRollback(
  db: Db,
  provider: { id: number; merchantId: number; code: string },
  call: CallBase & { referenceTransactionId: string },
) {
  return seamlessCall(
    db,
    sql`platform.seamless_rollback(${providerArgs(provider)}, p_player_id => ${call.playerId},
      p_request_id => ${call.requestId}, p_transaction_id => ${call.transactionId},
      p_reference_transaction_id => ${call.referenceTransactionId}, p_round_id => ${call.roundId},
      p_request_hash => ${call.requestHash})`,
  );
}

export function callAdjust(
  db: Db,
  provider: { id: number; merchantId: number; code: string },
  call: CallBase & { gameCode: string; direction: 'credit' | 'debit'; amount: bigint; now: Date },
) {
  return seamlessCall(
    db,
    sql`platform.seamless_adjust(${providerArgs(provider)}, p_player_id => ${call.playerId},
      p_request_id => ${call.requestId}, p_transaction_id => ${call.transactionId}, p_round_id => ${call.roundId},
      p_game_code => ${call.gameCode}, p_direction => ${call.direction}, p_amount => ${call.amount.toString()}::bigint,
      p_request_hash => ${call.requestHash}, p_now => ${call.now.toISOString()}::timestamptz)`,
  );
}
