import { createHash } from 'node:crypto';
import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { sqlStateOf } from '@ficha/server-kit';
import {
  findAccount,
  findAccountByIdentity,
  findInvariantViolations,
  findOrCreateAccount,
  listPostings,
  postEntry,
} from './ledger.queries.ts';
import type { AccountIdentity } from './account-identity.ts';

export interface EntryInput {
  merchantId: number;
  currency: string;
  /** What the entry is: deposit, withdrawal, transfer, bet, win, rollback, adjustment… */
  kind: string;
  /** Who asks (a module, a provider code): idempotency keys are unique per merchant and source. */
  source: string;
  idempotencyKey: string;
  memo?: string;
  reversesEntryId?: number;
  lines: Array<{ accountId: number; amountMinor: bigint }>;
}

/** A stable hash of what an entry does, so a retry with the same key is recognised and another is refused. */
function requestHash(input: EntryInput): string {
  const lines = [...input.lines]
    .sort((a, b) => a.accountId - b.accountId || (a.amountMinor < b.amountMinor ? -1 : 1))
    .map((l) => `${l.accountId}:${l.amountMinor}`);
  return createHash('sha256')
    .update(JSON.stringify([input.merchantId, input.currency, input.kind, input.reversesEntryId ?? null, lines]))
    .digest('hex');
}

/**
 * The double-entry ledger (ARCHITECTURE.md "Data"): every movement is one balanced entry with an
 * idempotency key, posted by one SQL function in one round trip; wallets can't go below zero.
 */
export function createLedgerService(db: Db) {
  return {
    account: (identity: AccountIdentity, tx: Db = db) => findOrCreateAccount(tx, identity),

    /** The account of an identity if it was ever used; a read never creates one. */
    existingAccount: (identity: AccountIdentity) => findAccountByIdentity(db, identity),

    /** The balance of an account identity; zero when it never moved. */
    async balanceOf(identity: AccountIdentity): Promise<bigint> {
      return (await findAccountByIdentity(db, identity))?.balanceMinor ?? 0n;
    },

    /** An account's balance; inside a transaction (`tx`) it includes the entries that transaction posted. */
    async balance(merchantId: number, accountId: number, tx: Db = db): Promise<bigint> {
      const account = await findAccount(tx, merchantId, accountId);
      if (!account) throw new DomainError('not_found');
      return account.balanceMinor;
    },

    /**
     * Posts an entry. The same key with the same content answers the first entry (`replayed`); the same
     * key with other content is DUPLICATE_TRANSACTION; a wallet short of funds is INSUFFICIENT_FUNDS.
     */
    async post(input: EntryInput, tx: Db = db): Promise<{ entryId: number; replayed: boolean }> {
      if (input.lines.some((l) => l.amountMinor === 0n)) throw new DomainError('request_param_err');
      const entry = {
        merchantId: input.merchantId,
        currency: input.currency,
        kind: input.kind,
        source: input.source,
        idempotencyKey: input.idempotencyKey,
        requestHash: requestHash(input),
        memo: input.memo ?? '',
        reversesEntryId: input.reversesEntryId ?? null,
        lines: input.lines,
      };
      try {
        return await postEntry(tx, entry);
      } catch (error) {
        const state = sqlStateOf(error);
        if (state === '23514') throw new DomainError('INSUFFICIENT_FUNDS');
        if (state === 'P0006') throw new DomainError('DUPLICATE_TRANSACTION');
        // Two first posts of one key raced: the loser answers like a replay.
        if (state === '23505' && tx === db) return postEntry(db, entry);
        if (state === 'P0007' || state === 'P0008')
          throw new DomainError('request_param_err', { detail: String(error) });
        throw error;
      }
    },

    postings: (accountId: number, limit = 50) => listPostings(db, accountId, limit),

    invariantViolations: () => findInvariantViolations(db),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
