import { createHash, randomBytes } from 'node:crypto';
import {
  DomainError,
  launchTokenTtlMs,
  rgsRoundDetailUrl,
  toWireMoney,
  type EndpointParsedInput,
  type seamlessAuthenticate,
  type seamlessBalance,
  type seamlessCredit,
  type seamlessDebit,
  type seamlessRollback,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow, SeamlessProviderRow, SeamlessTransactionRow } from '../../db/schema/index.ts';
import { hashSessionToken, newSessionToken } from '../../security/session-tokens.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { EntryKind } from '../ledger/entry-kinds.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { checkGamingLimits } from './gaming-limits.ts';
import {
  cancelTransaction,
  claimTransaction,
  completeTransaction,
  consumeLaunchToken,
  deleteUnusedLaunchToken,
  findOrCreatePlayerId,
  findPlayer,
  findProviderByCode,
  findProviderOfMerchant,
  findRound,
  findTransaction,
  insertLaunchToken,
  lockRound,
  updateRound,
  walletBalance,
  type TransactionInsert,
} from './seamless.queries.ts';

// Plain aliases of the parsed requests (amounts already in minor units).
type AuthenticateInput = EndpointParsedInput<typeof seamlessAuthenticate>;
type BalanceInput = EndpointParsedInput<typeof seamlessBalance>;
type DebitInput = EndpointParsedInput<typeof seamlessDebit>;
type CreditInput = EndpointParsedInput<typeof seamlessCredit>;
type RollbackInput = EndpointParsedInput<typeof seamlessRollback>;

/** The house account of a provider: stakes go in, wins come out. */
const houseRef = (provider: Pick<SeamlessProviderRow, 'code'>) => `provider:${provider.code}`;

/** What makes two calls with one transaction id "the same call": anything else is DUPLICATE_TRANSACTION. */
function contentHash(parts: ReadonlyArray<string | bigint | boolean>): string {
  return createHash('sha256')
    .update(JSON.stringify(parts.map((p) => String(p))))
    .digest('hex');
}

export interface SeamlessServiceOptions {
  ledger: LedgerService;
  merchants: MerchantService;
  now?: () => Date;
}

/**
 * The seamless wallet (ARCHITECTURE.md "Seamless wallet", QUALITY.md "Game-provider wallet calls"): launch
 * tokens, and the five calls a provider makes. Each money call is one database transaction holding the
 * provider-transaction row, the ledger entry and the bet record, so it is wholly done or not at all.
 */
export function createSeamlessService(db: Db, { ledger, merchants, now = () => new Date() }: SeamlessServiceOptions) {
  async function playerOf(tx: Db, provider: SeamlessProviderRow, playerId: string) {
    const found = await findPlayer(tx, provider, playerId);
    if (!found) throw new DomainError('PLAYER_NOT_FOUND');
    return found.member;
  }

  async function walletOf(tx: Db, merchant: Merchant, member: MemberRow) {
    return ledger.account(memberWalletIdentity(merchant, member), tx);
  }

  async function houseOf(tx: Db, merchant: Merchant, provider: SeamlessProviderRow) {
    return ledger.account(merchantAccountIdentity(merchant, 'house', houseRef(provider)), tx);
  }

  /** A repeated transaction id: the first answer when the call is the same, a refusal otherwise. */
  function replay(existing: SeamlessTransactionRow, kind: SeamlessTransactionRow['kind'], hash: string): unknown {
    if (existing.kind === 'tombstone' && kind === 'debit') throw new DomainError('TRANSACTION_CANCELLED');
    if (existing.kind !== kind || existing.requestHash !== hash) throw new DomainError('DUPLICATE_TRANSACTION');
    if (kind === 'debit' && existing.status === 'cancelled') throw new DomainError('TRANSACTION_CANCELLED');
    return existing.answer;
  }

  async function post(
    tx: Db,
    merchant: Merchant,
    provider: SeamlessProviderRow,
    entry: { kind: EntryKind; transactionId: string; memo: string; reversesEntryId?: number },
    lines: Array<{ accountId: number; amountMinor: bigint }>,
  ) {
    const { entryId } = await ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: entry.kind,
        source: houseRef(provider),
        idempotencyKey: entry.transactionId,
        memo: entry.memo,
        reversesEntryId: entry.reversesEntryId,
        lines,
      },
      tx,
    );
    return entryId;
  }

  /** Runs a money call; INSUFFICIENT_FUNDS is answered after the rollback, carrying the balance then. */
  async function moneyCall<T>(
    provider: SeamlessProviderRow,
    playerId: string,
    work: (tx: Db, merchant: Merchant) => Promise<T>,
  ): Promise<T> {
    const merchant = await merchants.byId(provider.merchantId);
    try {
      return await db.transaction((tx) => work(tx as unknown as Db, merchant));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS') {
        const member = await playerOf(db, provider, playerId);
        const balance = await ledger.balanceOf(memberWalletIdentity(merchant, member));
        throw new DomainError('INSUFFICIENT_FUNDS', { value: { balance: toWireMoney(balance) } });
      }
      throw error;
    }
  }

  const transactionRow = (
    provider: SeamlessProviderRow,
    member: MemberRow,
    requestId: string,
    row: Omit<TransactionInsert, 'merchantId' | 'providerId' | 'memberId' | 'requestId' | 'status'>,
  ): TransactionInsert => ({
    merchantId: provider.merchantId,
    providerId: provider.id,
    memberId: member.id,
    requestId,
    status: 'done',
    ...row,
  });

  return {
    /** The provider an `X-Provider` header names (any merchant; the signature decides whether to trust it). */
    providerByCode: (code: string) => findProviderByCode(db, code),

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
      const balance = await ledger.balanceOf(memberWalletIdentity(merchant, result.member));
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
        balance: toWireMoney(await ledger.balanceOf(memberWalletIdentity(merchant, member))),
        currency: merchant.currency,
      };
    },

    /** A stake: wallet → house `provider:<code>`, into the round's bet record, after the limits hook. */
    debit(provider: SeamlessProviderRow, input: DebitInput) {
      return moneyCall(provider, input.playerId, async (tx, merchant) => {
        const member = await playerOf(tx, provider, input.playerId);
        const hash = contentHash(['debit', input.playerId, input.roundId, input.gameCode, input.amount]);
        const row = transactionRow(provider, member, input.requestId, {
          transactionId: input.transactionId,
          kind: 'debit',
          roundId: input.roundId,
          gameCode: input.gameCode,
          amountMinor: input.amount,
          requestHash: hash,
        });
        const claimed = await claimTransaction(tx, row);
        if (claimed === undefined) {
          const existing = await findTransaction(tx, provider.id, input.transactionId);
          if (!existing) throw new Error('claimed transaction id vanished');
          return replay(existing, 'debit', hash) as { balance: number; ledgerId: string | null };
        }
        if (member.status !== 'active') throw new DomainError('PLAYER_NOT_FOUND');
        const round = await lockRound(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          providerId: provider.id,
          providerCode: provider.code,
          roundId: input.roundId,
          gameCode: input.gameCode,
          category: provider.categories[0] ?? 'other',
          currency: merchant.currency,
          stakeMinor: 0n,
          winMinor: 0n,
          validBetMinor: 0n,
          status: 'open',
          hasCredit: false,
          detailUrl: rgsRoundDetailUrl(provider.baseUrl, input.roundId),
        });
        if (round.memberId !== member.id) {
          throw new DomainError('request_param_err', { fields: [{ field: 'roundId', reason: 'other_player' }] });
        }
        if (round.status === 'settled') throw new DomainError('ROUND_CLOSED');
        await checkGamingLimits(tx, member, input.amount, now());
        const wallet = await walletOf(tx, merchant, member);
        const house = await houseOf(tx, merchant, provider);
        const entryId = await post(
          tx,
          merchant,
          provider,
          { kind: 'bet', transactionId: input.transactionId, memo: `${input.gameCode} ${input.roundId}` },
          [
            { accountId: wallet.id, amountMinor: -input.amount },
            { accountId: house.id, amountMinor: input.amount },
          ],
        );
        await updateRound(tx, round.id, { stakeMinor: round.stakeMinor + input.amount, status: 'open' });
        const answer = { balance: toWireMoney(await walletBalance(tx, wallet.id)), ledgerId: String(entryId) };
        await completeTransaction(tx, claimed, entryId, answer);
        return answer;
      });
    },

    /**
     * A win: house → wallet. Never checks the session, launch or account state (a win may arrive after logout);
     * an amount for a round with no live debit mints nothing; 0 is always accepted; `roundEnded` settles it.
     */
    credit(provider: SeamlessProviderRow, input: CreditInput) {
      return moneyCall(provider, input.playerId, async (tx, merchant) => {
        const member = await playerOf(tx, provider, input.playerId);
        const hash = contentHash([
          'credit',
          input.playerId,
          input.roundId,
          input.gameCode,
          input.amount,
          input.roundEnded,
        ]);
        const claimed = await claimTransaction(
          tx,
          transactionRow(provider, member, input.requestId, {
            transactionId: input.transactionId,
            kind: 'credit',
            roundId: input.roundId,
            gameCode: input.gameCode,
            amountMinor: input.amount,
            requestHash: hash,
          }),
        );
        if (claimed === undefined) {
          const existing = await findTransaction(tx, provider.id, input.transactionId);
          if (!existing) throw new Error('claimed transaction id vanished');
          return replay(existing, 'credit', hash) as { balance: number; ledgerId: string | null };
        }
        const wallet = await walletOf(tx, merchant, member);
        const round = await findRound(tx, provider.id, input.roundId, true);
        if (round && round.memberId !== member.id) {
          throw new DomainError('request_param_err', { fields: [{ field: 'roundId', reason: 'other_player' }] });
        }
        if (round?.status === 'settled') throw new DomainError('ROUND_CLOSED');
        let entryId: number | null = null;
        if (input.amount > 0n) {
          if (!round) throw new DomainError('TRANSACTION_NOT_FOUND');
          if (round.status === 'cancelled' || round.stakeMinor === 0n) throw new DomainError('TRANSACTION_CANCELLED');
          const house = await houseOf(tx, merchant, provider);
          entryId = await post(
            tx,
            merchant,
            provider,
            { kind: 'win', transactionId: input.transactionId, memo: `${input.gameCode} ${input.roundId}` },
            [
              { accountId: house.id, amountMinor: -input.amount },
              { accountId: wallet.id, amountMinor: input.amount },
            ],
          );
        }
        if (round && round.status === 'open') {
          await updateRound(tx, round.id, {
            winMinor: round.winMinor + input.amount,
            hasCredit: true,
            ...(input.roundEnded ? { status: 'settled', settledAt: now(), validBetMinor: round.stakeMinor } : {}),
          });
        }
        const answer = {
          balance: toWireMoney(await walletBalance(tx, wallet.id)),
          ledgerId: entryId === null ? null : String(entryId),
        };
        await completeTransaction(tx, claimed, entryId, answer);
        return answer;
      });
    },

    /**
     * Cancels a debit once with a reversing entry. A rollback that comes first leaves a tombstone under the
     * debit's id; a second rollback of one debit succeeds with no effect; a round with a credit is ROUND_CLOSED.
     */
    rollback(provider: SeamlessProviderRow, input: RollbackInput) {
      return moneyCall(provider, input.playerId, async (tx, merchant) => {
        const member = await playerOf(tx, provider, input.playerId);
        const hash = contentHash(['rollback', input.playerId, input.referenceTransactionId, input.roundId]);
        const base = { roundId: input.roundId, requestHash: hash };
        const claimed = await claimTransaction(
          tx,
          transactionRow(provider, member, input.requestId, {
            ...base,
            transactionId: input.transactionId,
            kind: 'rollback',
            referenceTransactionId: input.referenceTransactionId,
          }),
        );
        if (claimed === undefined) {
          const existing = await findTransaction(tx, provider.id, input.transactionId);
          if (!existing) throw new Error('claimed transaction id vanished');
          return replay(existing, 'rollback', hash) as { balance: number };
        }
        const wallet = await walletOf(tx, merchant, member);
        const finish = async (entryId: number | null) => {
          const answer = { balance: toWireMoney(await walletBalance(tx, wallet.id)) };
          await completeTransaction(tx, claimed, entryId, answer);
          return answer;
        };
        const tombstone = await claimTransaction(
          tx,
          transactionRow(provider, member, input.requestId, {
            ...base,
            transactionId: input.referenceTransactionId,
            kind: 'tombstone',
          }),
        );
        if (tombstone !== undefined) return finish(null);
        const debit = await findTransaction(tx, provider.id, input.referenceTransactionId, true);
        if (!debit) throw new Error('referenced transaction vanished');
        if (debit.kind === 'tombstone') return finish(null);
        if (debit.kind !== 'debit' || debit.memberId !== member.id || debit.roundId !== input.roundId) {
          throw new DomainError('TRANSACTION_NOT_FOUND');
        }
        if (debit.status === 'cancelled') return finish(null);
        const round = await findRound(tx, provider.id, input.roundId, true);
        if (!round) throw new Error('debit without its round');
        if (round.hasCredit || round.status === 'settled') throw new DomainError('ROUND_CLOSED');
        const house = await houseOf(tx, merchant, provider);
        const entryId = await post(
          tx,
          merchant,
          provider,
          {
            kind: 'rollback',
            transactionId: input.transactionId,
            memo: `rollback ${input.referenceTransactionId}`,
            reversesEntryId: debit.entryId ?? undefined,
          },
          [
            { accountId: wallet.id, amountMinor: debit.amountMinor },
            { accountId: house.id, amountMinor: -debit.amountMinor },
          ],
        );
        await cancelTransaction(tx, debit.id);
        const stake = round.stakeMinor - debit.amountMinor;
        await updateRound(tx, round.id, { stakeMinor: stake, status: stake === 0n ? 'cancelled' : 'open' });
        return finish(entryId);
      });
    },
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
