import { createHash, randomBytes } from 'node:crypto';
import {
  DomainError,
  type ErrorCode,
  launchTokenTtlMs,
  rgsRoundDetailUrl,
  toWireMoney,
  type EndpointParsedInput,
  type seamlessAdjust,
  type seamlessAuthenticate,
  type seamlessBalance,
  type seamlessCredit,
  type seamlessDebit,
  type seamlessRollback,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow, SeamlessProviderRow } from '../../db/schema/index.ts';
import { sqlStateOf } from '@ficha/server-kit';
import { hashSessionToken, newSessionToken } from '../../security/session-tokens.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { isTrial } from '../members/member-roles.ts';
import {
  consumeLaunchToken,
  deleteUnusedLaunchToken,
  findOrCreatePlayerId,
  findPlayer,
  findProviderOfMerchant,
  insertLaunchToken,
  callCredit,
  callDebit,
  callRollback,
  callAdjust,
} from './seamless.queries.ts';

// Plain aliases of the parsed requests (amounts already in minor units).
type AuthenticateInput = EndpointParsedInput<typeof seamlessAuthenticate>;
type BalanceInput = EndpointParsedInput<typeof seamlessBalance>;
type DebitInput = EndpointParsedInput<typeof seamlessDebit>;
type CreditInput = EndpointParsedInput<typeof seamlessCredit>;
type RollbackInput = EndpointParsedInput<typeof seamlessRollback>;
type AdjustInput = EndpointParsedInput<typeof seamlessAdjust>;

/** The refusals of the money functions (db/functions/03_seamless.sql), by SQLSTATE. */
const refusals: Partial<Record<string, ErrorCode>> = {
  P0101: 'PLAYER_NOT_FOUND',
  P0102: 'DUPLICATE_TRANSACTION',
  P0006: 'DUPLICATE_TRANSACTION',
  P0103: 'TRANSACTION_CANCELLED',
  P0104: 'TRANSACTION_NOT_FOUND',
  P0105: 'ROUND_CLOSED',
  P0106: 'LIMIT_REACHED',
  P0108: 'BONUS_MAX_BET',
  P0109: 'ROUND_NOT_SETTLED',
};

/** What makes two calls with one transaction id "the same call": anything else is DUPLICATE_TRANSACTION. */
function contentHash(parts: ReadonlyArray<string | bigint | boolean>): string {
  return createHash('sha256')
    .update(JSON.stringify(parts.map((p) => String(p))))
    .digest('hex');
}

export interface SeamlessServiceOptions {
  /** What the provider sees as the balance: cash plus an active bonus (decision 0050). */
  bonusWallet: BonusWalletService;
  merchants: MerchantService;
  now?: () => Date;
}

/**
 * The seamless wallet (ARCHITECTURE.md "Seamless wallet", QUALITY.md "Game-provider wallet calls"): launch
 * tokens, and the calls a provider makes. Each money call (debit, credit, rollback, adjust) is one SQL function
 * (db/functions/03_seamless.sql) in one round trip, one statement holding the provider-transaction row, the ledger
 * entry and the bet record, so it is wholly done or not at all; this service validates, hashes the request and
 * maps the function's refusals to error keys.
 */
export function createSeamlessService(
  db: Db,
  { bonusWallet, merchants, now = () => new Date() }: SeamlessServiceOptions,
) {
  async function playerOf(tx: Db, provider: SeamlessProviderRow, playerId: string) {
    const found = await findPlayer(tx, provider, playerId);
    if (!found) throw new DomainError('PLAYER_NOT_FOUND');
    return found.member;
  }

  /**
   * Awaits one money function. Its refusals come back as SQLSTATEs; INSUFFICIENT_FUNDS is answered after the
   * rollback, carrying the balance then.
   */
  async function moneyCall(provider: SeamlessProviderRow, playerId: string, call: Promise<unknown>) {
    try {
      return await call;
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === '23514') {
        const merchant = await merchants.byId(provider.merchantId);
        const member = await playerOf(db, provider, playerId);
        const balance = await bonusWallet.playableBalance(merchant, member);
        throw new DomainError('INSUFFICIENT_FUNDS', { value: { balance: toWireMoney(balance) } });
      }
      if (state === 'P0107') {
        throw new DomainError('request_param_err', { fields: [{ field: 'roundId', reason: 'other_player' }] });
      }
      if (state === 'P0110') {
        throw new DomainError('request_param_err', { fields: [{ field: 'amount', reason: 'above_win' }] });
      }
      if (state === 'P0007' || state === 'P0008') throw new DomainError('request_param_err');
      const key = state && refusals[state];
      if (key) throw new DomainError(key);
      throw error;
    }
  }

  return {
    /**
     * A one-use launch token for a member to open a provider's game (the lobby passes it in the launch call):
     * 256 random bits, only its hash stored, valid for `launchTokenTtlMs`. The provider must belong to the
     * member's merchant and be enabled.
     */
    async issueLaunchToken(
      merchant: Merchant,
      member: Pick<MemberRow, 'id' | 'merchantId' | 'type'>,
      providerCode: string,
      gameCode: string,
    ): Promise<{ launchToken: string; expiresAt: Date; providerBaseUrl: string }> {
      if (member.merchantId !== merchant.id) throw new DomainError('forbidden');
      // spec: §6 — a trial account has no wallet: it plays demo games only, never through the wallet.
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      const provider = await findProviderOfMerchant(db, merchant.id, providerCode);
      if (!provider) throw new DomainError('not_found');
      if (!provider.enabled) throw new DomainError('PROVIDER_DISABLED');
      const { token, tokenHash } = newSessionToken();
      const expiresAt = new Date(now().getTime() + launchTokenTtlMs);
      await db.transaction(async (tx) => {
        await findOrCreatePlayerId(tx as unknown as Db, provider.id, member.id, randomBytes(16).toString('hex'));
        await insertLaunchToken(tx as unknown as Db, {
          merchantId: merchant.id,
          providerId: provider.id,
          memberId: member.id,
          gameCode,
          tokenHash,
          expiresAt,
        });
      });
      return { launchToken: token, expiresAt, providerBaseUrl: provider.baseUrl };
    },

    /** Withdraws a launch token that was not used (its launch failed), so it can never authenticate. */
    async revokeLaunchToken(launchToken: string): Promise<void> {
      await deleteUnusedLaunchToken(db, hashSessionToken(launchToken));
    },

    async authenticate(provider: SeamlessProviderRow, input: AuthenticateInput) {
      const at = now();
      const merchant = await merchants.byId(provider.merchantId);
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const token = await consumeLaunchToken(tx, provider.id, hashSessionToken(input.launchToken), at);
        if (!token) return undefined;
        const playerId = await findOrCreatePlayerId(tx, provider.id, token.memberId, randomBytes(16).toString('hex'));
        const found = await findPlayer(tx, provider, playerId);
        return found && { playerId, member: found.member };
      });
      if (!result || result.member.status !== 'active') throw new DomainError('PLAYER_NOT_FOUND');
      const balance = await bonusWallet.playableBalance(merchant, result.member);
      return {
        playerId: result.playerId,
        currency: merchant.currency,
        balance: toWireMoney(balance),
        language: result.member.language,
      };
    },

    async balance(provider: SeamlessProviderRow, input: BalanceInput) {
      const merchant = await merchants.byId(provider.merchantId);
      const member = await playerOf(db, provider, input.playerId);
      return {
        balance: toWireMoney(await bonusWallet.playableBalance(merchant, member)),
        currency: merchant.currency,
      };
    },

    /** A stake: wallet → house `provider:<code>`, into the round's bet record, after the limits hook. */
    debit(provider: SeamlessProviderRow, input: DebitInput) {
      const call = callDebit(db, provider, {
        ...input,
        requestHash: contentHash(['debit', input.playerId, input.roundId, input.gameCode, input.amount]),
        category: provider.categories[0] ?? 'other',
        detailUrl: rgsRoundDetailUrl(provider.baseUrl, input.roundId),
        now: now(),
      });
      return moneyCall(provider, input.playerId, call) as Promise<{ balance: number; ledgerId: string | null }>;
    },

    /**
     * A win: house → wallet. Never checks the session, launch or account state (a win may arrive after logout);
     * an amount for a round with no live debit mints nothing; 0 is always accepted; `roundEnded` settles it.
     */
    credit(provider: SeamlessProviderRow, input: CreditInput) {
      const call = callCredit(db, provider, {
        ...input,
        requestHash: contentHash([
          'credit',
          input.playerId,
          input.roundId,
          input.gameCode,
          input.amount,
          input.roundEnded,
        ]),
        now: now(),
      });
      return moneyCall(provider, input.playerId, call) as Promise<{ balance: number; ledgerId: string | null }>;
    },

    /**
     * Cancels a debit once with a reversing entry. A rollback that comes first leaves a tombstone under the
     * debit's id; a second rollback of one debit succeeds with no effect; a round with a credit is ROUND_CLOSED.
     */
    rollback(provider: SeamlessProviderRow, input: RollbackInput) {
      const call = callRollback(db, provider, {
        ...input,
        requestHash: contentHash(['rollback', input.playerId, input.referenceTransactionId, input.roundId]),
      });
      return moneyCall(provider, input.playerId, call) as Promise<{ balance: number }>;
    },

    /**
     * Corrects a settled round's win (decision 0083): `credit` pays the difference, `debit` takes it back — the
     * part the player's cash lacks is recorded as the member's debt, answered as `debt`.
     */
    adjust(provider: SeamlessProviderRow, input: AdjustInput) {
      const call = callAdjust(db, provider, {
        ...input,
        requestHash: contentHash([
          'adjust',
          input.playerId,
          input.roundId,
          input.gameCode,
          input.direction,
          input.amount,
        ]),
        now: now(),
      });
      return moneyCall(provider, input.playerId, call) as Promise<{ balance: number; ledgerId: string; debt: number }>;
    },
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
