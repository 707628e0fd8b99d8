import { randomUUID } from 'node:crypto';
import { DomainError, isErrorCode, toWireMoney } from '@ficha/contract';
import type { RngSeeds } from '@ficha/engines';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderDb, ProviderTx } from '../db/provider-db.ts';
import type { ProviderTables, RoundRow, RoundState, SeedPairRow, SessionRow } from '../db/provider-tables.ts';
import { isUniqueViolation } from '@ficha/server-kit';
import type { SeedPairs } from '../fairness/seed-pairs.ts';
import { walletRefusalsShown, type Wallet, type WalletResult } from '../wallet/wallet.ts';
import {
  adjustDemo,
  creditDemo,
  insertRound,
  loadRound,
  lockOpenRounds,
  lockRound,
  lockPlayerRound,
  openRoundOf,
  payDemo,
  rememberBalance,
  roundByRequest,
  roundWithPair,
  sessionBalances,
  unfinishedRounds,
  updateRound,
  updateRoundFrom,
} from './rounds.queries.ts';

/** Where a round was driven to: the round, the wallet's refusal of its debit, the balance it last answered. */
export interface Driven {
  round: RoundRow;
  refusal?: DomainError;
  balanceMinor?: bigint;
}

/**
 * What a round's outcome is at a moment: its settings and outcome (stored as they are), and its win — null while
 * the round is open (the player still decides, or the result is not in yet) — with the multiplier text shown.
 */
export interface RoundDecision {
  settings: Record<string, unknown>;
  outcome: Record<string, unknown>;
  winMinor: bigint | null;
  multiplier: string;
}

/**
 * A provider's own rows kept with a round's money (a report's aggregate): called inside the transaction that moves
 * a round from one state to another — its debit confirmed, its credit or its rollback recorded — with the round
 * before and after, so the rows change exactly when the move is recorded, and not at all when it is not.
 */
export type OnTransition = (tx: ProviderTx, before: RoundRow, after: RoundRow) => Promise<void>;

export const finalStates: readonly RoundState[] = ['settled', 'rolled_back'];

/** A refusal the player sees as its own error key (INSUFFICIENT_FUNDS carries the balance); others hide. */
export function refusalError(result: Extract<WalletResult<unknown>, { kind: 'refused' }>): DomainError {
  const code = result.errorCode;
  if (isErrorCode(code) && walletRefusalsShown.includes(code)) return new DomainError(code, { value: result.value });
  return new DomainError('wallet_unavailable', { detail: `wallet refused: ${code}` });
}

/**
 * Rounds (bets) and their money (decision 0013), for any game a provider runs — an instant game decided when it is
 * written, a multi-step one the player finishes, or a bet a later draw or result settles. A round is written —
 * stake, seeds and nonce kept, outcome so far — before any money moves; then the wallet is debited
 * (`<roundId>:debit`); once decided, credited (`<roundId>:credit`, 0 for a loss, roundEnded). No database
 * transaction is held across a wallet call. `drive` moves a round towards a final state from wherever it stands,
 * resending the same transaction ids, so a repeated request, the periodic sweep and the recovery at start all
 * finish a round the same way. Demo rounds never call the wallet: the play money moves in the same transaction
 * that writes or decides the round.
 */
export function createRoundLifecycle(
  db: ProviderDb,
  tables: ProviderTables,
  deps: { wallet: Wallet; seedPairs: SeedPairs; log: FastifyBaseLogger; onTransition?: OnTransition },
) {
  const { wallet, log, seedPairs, onTransition } = deps;

  /**
   * Moves a round from `from` to a new state with its changes; answers the round as it now is. With
   * `onTransition`, the round is locked, moved and the provider's rows written in one transaction.
   */
  async function transition(round: RoundRow, from: RoundState, changes: Partial<RoundRow>): Promise<RoundRow> {
    const moved = onTransition
      ? await db.transaction(async (tx) => {
          const before = await lockRound(tx, tables, round.id);
          if (!before || before.state !== from) return undefined;
          const after = await updateRound(tx, tables, round.id, changes);
          await onTransition(tx, before, after);
          return after;
        })
      : await updateRoundFrom(db, tables, round.id, from, changes);
    return moved ?? loadRound(db, tables, round.id);
  }

  const remember = (round: RoundRow, balanceMinor: bigint) =>
    rememberBalance(db, tables, round.sessionId, balanceMinor);

  const walletCall = (round: RoundRow) => ({ playerId: round.playerId!, roundId: round.id, gameCode: round.gameCode });

  const debitOf = (round: RoundRow) =>
    wallet.debit({ ...walletCall(round), transactionId: round.debitTransactionId, amountMinor: round.stakeMinor });

  /** An open demo round cancelled: the play money staked goes back to the session. */
  async function refundDemo(round: RoundRow): Promise<RoundRow> {
    return db.transaction(async (tx) => {
      const updated = await updateRoundFrom(tx, tables, round.id, 'open', {
        state: 'rolled_back',
        settledAt: new Date(),
      });
      if (!updated) return round;
      await creditDemo(tx, tables, round.sessionId, round.stakeMinor);
      return updated;
    });
  }

  /**
   * Drives a round as far as it can go now. `cancelOpen` (recovery): an open round — its player gone with the
   * process, or its debit's fate unknown — is rolled back. Answers the round and, when the wallet refused the
   * debit, that refusal.
   */
  async function drive(start: RoundRow, options: { cancelOpen: boolean }): Promise<Driven> {
    let round = start;
    let balanceMinor: bigint | undefined;
    for (let step = 0; step < 6; step++) {
      if (finalStates.includes(round.state)) return { round, ...(balanceMinor === undefined ? {} : { balanceMinor }) };
      if (round.mode === 'demo') {
        if (round.state === 'open' && options.cancelOpen) round = await refundDemo(round);
        return { round };
      }
      switch (round.state) {
        case 'open': {
          if (!options.cancelOpen) return { round };
          round = await transition(round, 'open', { state: 'rolling_back' });
          break;
        }
        case 'decided': {
          if (!round.debitedAt) {
            const result = await debitOf(round);
            if (result.kind === 'ok') {
              // Written with the credit's outcome just below (one write, not two): a restart in between finds
              // no debitedAt and resends the same debit, which the wallet answers once.
              round = { ...round, debitedAt: new Date() };
              balanceMinor = result.value.balanceMinor;
            } else if (result.kind === 'refused') {
              // Nothing moved: the platform stores no refused debit.
              round = await transition(round, 'decided', { state: 'rolled_back', lastError: result.errorCode });
              return { round, refusal: refusalError(result) };
            } else {
              round = await transition(round, 'decided', { state: 'rolling_back', lastError: result.reason });
            }
            break;
          }
          const result = await wallet.credit({
            ...walletCall(round),
            transactionId: round.creditTransactionId,
            amountMinor: round.winMinor ?? 0n,
          });
          const debitedAt = round.debitedAt;
          if (result.kind === 'ok') {
            await remember(round, result.value.balanceMinor);
            return {
              round: await transition(round, 'decided', { state: 'settled', settledAt: new Date(), debitedAt }),
              balanceMinor: result.value.balanceMinor,
            };
          }
          if (
            result.kind === 'refused' &&
            (result.errorCode === 'TRANSACTION_CANCELLED' || result.errorCode === 'TRANSACTION_NOT_FOUND')
          ) {
            // The debit was cancelled on the platform: the stake went back, nothing is owed.
            return {
              round: await transition(round, 'decided', {
                state: 'rolled_back',
                lastError: result.errorCode,
                debitedAt,
              }),
            };
          }
          const lastError = result.kind === 'refused' ? result.errorCode : result.reason;
          log.warn({ roundId: round.id, lastError }, 'credit not confirmed; the round stays decided');
          if (balanceMinor !== undefined) await remember(round, balanceMinor);
          return { round: await transition(round, 'decided', { lastError, debitedAt }) };
        }
        case 'rolling_back': {
          const result = await wallet.rollback({
            playerId: round.playerId!,
            transactionId: round.rollbackTransactionId,
            referenceTransactionId: round.debitTransactionId,
            roundId: round.id,
          });
          if (result.kind === 'ok') {
            await remember(round, result.value.balanceMinor);
            return {
              round: await transition(round, 'rolling_back', { state: 'rolled_back', settledAt: new Date() }),
              balanceMinor: result.value.balanceMinor,
            };
          }
          const lastError = result.kind === 'refused' ? result.errorCode : result.reason;
          log.warn({ roundId: round.id, lastError }, 'rollback not confirmed; the round stays rolling back');
          return { round: await transition(round, 'rolling_back', { lastError }) };
        }
        default:
          return { round };
      }
    }
    return { round };
  }

  /**
   * Decides open rounds inside the caller's transaction, each by `decide`: real rounds become `decided` (their
   * credit follows with `drive`), demo rounds are settled at once with their win added to the play money. Rounds
   * no longer open (decided by another caller) are left as they are: each is decided once. Answers how many.
   */
  async function decideEach(
    tx: ProviderTx,
    roundIds: string[],
    decide: (round: RoundRow) => { winMinor: bigint; multiplier: string; outcome: Record<string, unknown> },
  ): Promise<number> {
    if (roundIds.length === 0) return 0;
    const open = await lockOpenRounds(tx, tables, roundIds);
    for (const round of open) {
      const decision = decide(round);
      const demo = round.mode === 'demo';
      await updateRound(tx, tables, round.id, {
        state: demo ? 'settled' : 'decided',
        winMinor: decision.winMinor,
        multiplier: decision.multiplier,
        outcome: decision.outcome,
        settledAt: demo ? new Date() : null,
      });
      if (demo && decision.winMinor > 0n) await creditDemo(tx, tables, round.sessionId, decision.winMinor);
    }
    return open.length;
  }

  /** Whether the round's decision leaves it open, settled at once (demo) or due for its credit. */
  const stateOf = (winMinor: bigint | null, demo: boolean): RoundState =>
    winMinor === null ? 'open' : demo ? 'settled' : 'decided';

  return {
    drive,
    transition,

    /** A round by the request that created it (a repeated request answers the same round). */
    byRequest: (sessionId: number, requestId: string) => roundByRequest(db, tables, sessionId, requestId),

    /** The player's open round of a game (only one whose debit is confirmed, when `debited`). */
    openRound: (playerKey: string, gameCode: string, options: { debited: boolean }) =>
      openRoundOf(db, tables, playerKey, gameCode, options),

    /** A round with its seed pair (game recall). */
    withPair: (roundId: string) => roundWithPair({ db, tables }, roundId),

    /** The balance the session last knew: its play money in demo, the wallet's last answer in real play. */
    async balanceOf(round: RoundRow): Promise<bigint> {
      const session = await sessionBalances(db, tables, round.sessionId);
      return (round.mode === 'demo' ? session?.demo : session?.last) ?? 0n;
    },

    /**
     * Writes a new round in one transaction: takes the player's next nonce, decides what the seeds give, moves
     * demo play money (INSUFFICIENT_FUNDS when short) and inserts the round. The same request racing itself
     * answers `{ earlier }`: the first one's round.
     */
    async write(
      session: SessionRow,
      input: {
        gameCode: string;
        requestId: string;
        stakeMinor: bigint;
        decide: (seeds: RngSeeds) => RoundDecision;
        /** The provider's own rows of the round (a bet's legs, a ticket), written in the same transaction. */
        within?: (tx: ProviderTx, round: RoundRow) => Promise<void>;
      },
    ): Promise<{ round: RoundRow; pair: SeedPairRow; demoBalanceMinor?: bigint } | { earlier: RoundRow }> {
      const id = randomUUID();
      try {
        return await db.transaction(async (tx) => {
          const { seeds, pair } = await seedPairs.takeNonce(tx, session.playerKey!);
          const decision = input.decide(seeds);
          const demo = session.mode === 'demo';
          let demoBalanceMinor: bigint | undefined;
          if (demo) {
            const paid = await payDemo(tx, tables, session.id, input.stakeMinor, decision.winMinor ?? 0n);
            if (!paid) {
              throw new DomainError('INSUFFICIENT_FUNDS', {
                value: { balance: toWireMoney(session.demoBalanceMinor ?? 0n) },
              });
            }
            demoBalanceMinor = paid.balance ?? 0n;
          }
          const state = stateOf(decision.winMinor, demo);
          const round = await insertRound(tx, tables, {
            id,
            sessionId: session.id,
            clientRequestId: input.requestId,
            playerKey: session.playerKey!,
            playerId: session.playerId,
            mode: session.mode,
            gameCode: input.gameCode,
            currency: session.currency,
            stakeMinor: input.stakeMinor,
            winMinor: decision.winMinor,
            multiplier: decision.multiplier,
            state,
            settings: decision.settings,
            outcome: decision.outcome,
            seedPairId: pair.id,
            nonce: seeds.nonce,
            debitTransactionId: `${id}:debit`,
            creditTransactionId: `${id}:credit`,
            rollbackTransactionId: `${id}:rollback`,
            debitedAt: demo ? new Date() : null,
            settledAt: state === 'settled' ? new Date() : null,
          });
          await input.within?.(tx, round);
          return { round, pair, ...(demoBalanceMinor === undefined ? {} : { demoBalanceMinor }) };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const earlier = await roundByRequest(db, tables, session.id, input.requestId);
        if (!earlier) throw error;
        return { earlier };
      }
    },

    /**
     * Takes the stake of a new open round (a multi-step game, or a bet a later result settles): answers the round
     * debited and the balance; a refusal rolls it back and throws; an unknown fate rolls it back through the
     * wallet and throws wallet_unavailable.
     */
    async debitOpen(round: RoundRow): Promise<{ round: RoundRow; balanceMinor: bigint }> {
      const result = await debitOf(round);
      if (result.kind === 'ok') {
        await remember(round, result.value.balanceMinor);
        const debited = await transition(round, 'open', { debitedAt: new Date() });
        return { round: debited, balanceMinor: result.value.balanceMinor };
      }
      if (result.kind === 'refused') {
        await transition(round, 'open', { state: 'rolled_back', lastError: result.errorCode });
        throw refusalError(result);
      }
      const cancelling = await transition(round, 'open', { state: 'rolling_back', lastError: result.reason });
      await drive(cancelling, { cancelOpen: true });
      throw new DomainError('wallet_unavailable');
    },

    /**
     * A step of the player's own open, debited round (a pick, a guess, a cash-out), in one transaction with the
     * round locked: `step` gets the round and its seeds and answers its decision. A decided real round is then
     * driven to its credit.
     */
    async step(
      session: SessionRow,
      roundId: string,
      step: (round: RoundRow, seeds: RngSeeds) => RoundDecision,
    ): Promise<Driven> {
      const stepped = await db.transaction(async (tx) => {
        const round = await lockPlayerRound(tx, tables, roundId, session.playerKey!);
        if (!round || round.gameCode !== session.gameCode) throw new DomainError('game_round_not_found');
        if (round.state !== 'open' || !round.debitedAt) throw new DomainError('game_move_invalid');
        const pair = await seedPairs.byId(round.seedPairId, tx);
        const next = step(round, { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: round.nonce });
        const demo = round.mode === 'demo';
        const state = stateOf(next.winMinor, demo);
        const updated = await updateRound(tx, tables, round.id, {
          settings: next.settings,
          outcome: next.outcome,
          winMinor: next.winMinor,
          multiplier: next.winMinor === null ? round.multiplier : next.multiplier,
          state,
          settledAt: state === 'settled' ? new Date() : null,
        });
        if (demo && next.winMinor !== null && next.winMinor > 0n) {
          await creditDemo(tx, tables, round.sessionId, next.winMinor);
        }
        return updated;
      });
      if (stepped.state === 'decided') return drive(stepped, { cancelOpen: false });
      return { round: stepped };
    },

    /**
     * Decides open rounds inside the caller's transaction (a shared draw, a result that came in): real rounds
     * become `decided` (their credit follows with `drive`), demo rounds are settled at once with their win added
     * to the play money.
     */
    async decideOpen(
      tx: ProviderTx,
      roundIds: string[],
      decision: { winMinor: (stakeMinor: bigint) => bigint; multiplier: string; outcome: Record<string, unknown> },
    ) {
      await decideEach(tx, roundIds, (round) => ({
        winMinor: decision.winMinor(round.stakeMinor),
        multiplier: decision.multiplier,
        outcome: decision.outcome,
      }));
    },

    /** `decideOpen` with a decision of each round's own (a lottery ticket's win depends on its picks). */
    decideEach,

    /**
     * Cancels open rounds inside the caller's transaction (a bet on a cancelled event): real rounds become
     * `rolling_back` (`drive` then sends the rollback of their debit; the sweep resends it if that fails), demo
     * rounds are rolled back at once with their stake returned to the play money. Answers the ids cancelled.
     */
    async cancelOpen(tx: ProviderTx, roundIds: string[]): Promise<string[]> {
      if (roundIds.length === 0) return [];
      const cancelled: string[] = [];
      for (const round of await lockOpenRounds(tx, tables, roundIds)) {
        const demo = round.mode === 'demo';
        await updateRound(tx, tables, round.id, {
          state: demo ? 'rolled_back' : 'rolling_back',
          settledAt: demo ? new Date() : null,
        });
        if (demo) await creditDemo(tx, tables, round.sessionId, round.stakeMinor);
        cancelled.push(round.id);
      }
      return cancelled;
    },

    /**
     * Corrects a settled round's win by `deltaMinor` (decision 0083, a result corrected after settlement). A demo
     * round's play money moves at once inside `tx` (never below zero) and answers true; a real round answers false:
     * its correction goes through `sendAdjustment` after the caller's commit.
     */
    async adjustDemo(tx: ProviderTx, round: RoundRow, deltaMinor: bigint): Promise<boolean> {
      if (round.mode !== 'demo') return false;
      if (deltaMinor !== 0n) await adjustDemo(tx, tables, round.sessionId, deltaMinor);
      return true;
    },

    /**
     * Sends a real settled round's correction through the signed `adjust` call with the caller's transaction id
     * (one per round and correction: a resend moves the money once). `ok`, `refused` or `unknown` as the wallet
     * said; an unknown fate is resent later with the same id, never rolled back.
     */
    async sendAdjustment(round: RoundRow, correction: { transactionId: string; deltaMinor: bigint }) {
      const result = await wallet.adjust({
        ...walletCall(round),
        transactionId: correction.transactionId,
        direction: correction.deltaMinor >= 0n ? 'credit' : 'debit',
        amountMinor: correction.deltaMinor >= 0n ? correction.deltaMinor : -correction.deltaMinor,
      });
      if (result.kind === 'ok') await remember(round, result.value.balanceMinor);
      return result;
    },

    /**
     * The recovery sweep (decision 0013). At start (`all`): every round not settled or rolled back — decided ones
     * are settled (debit replayed if unconfirmed, then credit), the others rolled back through the wallet.
     * Periodically: only rounds a failed wallet call left behind (decided or rolling back for a while, or open
     * without a confirmed debit for longer than any debit takes); live open rounds are left alone.
     */
    async resolveUnfinished(options: { all: boolean; idleMs?: number }) {
      const pending = await unfinishedRounds(db, tables, options);
      const resolved = { settled: 0, rolledBack: 0, unresolved: 0 };
      for (const round of pending) {
        const { round: after } = await drive(round, { cancelOpen: options.all || round.state === 'open' });
        if (after.state === 'settled') resolved.settled += 1;
        else if (after.state === 'rolled_back') resolved.rolledBack += 1;
        else resolved.unresolved += 1;
      }
      return resolved;
    },
  };
}

export type RoundLifecycle = ReturnType<typeof createRoundLifecycle>;
