import { randomUUID } from 'node:crypto';
import {
  DomainError,
  isErrorCode,
  toWireMoney,
  type GameCode,
  type Outcome,
  type PlayResult,
  type RoundSettingsWire,
} from '@ficha/contract';
import { payoutMinor, type Ratio, type RngSeeds } from '@ficha/engines';
import { isUniqueViolation } from '@ficha/server-kit';
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GamesDb } from '../../db/database.ts';
import {
  rounds,
  seedPairs,
  sessions,
  type RoundRow,
  type RoundState,
  type SeedPairRow,
  type SessionRow,
} from '../../db/schema/index.ts';
import { betLimits } from '../catalog/game-definitions.ts';
import { takeNonce } from '../fairness/seed-pairs.ts';
import { walletRefusalsShown, type WalletClient, type WalletResult } from '../wallet/wallet-client.ts';
import { hideUndecided, multiplierText, type DecidedPlay, type Step } from './game-rules.ts';

/** How a play is drawn once its nonce is taken: decided at once, or the first step of a multi-step round. */
export type Draw = (seeds: RngSeeds) => DecidedPlay | Step;

const isStep = (play: DecidedPlay | Step): play is Step => 'decided' in play;

/** Where a round was driven to: the round, the wallet's refusal of its debit, the balance it last answered. */
interface Driven {
  round: RoundRow;
  refusal?: DomainError;
  balanceMinor?: bigint;
}

/** What a play call already knows, so its answer needs no second read: the balance and the round's seed pair. */
interface Known {
  balanceMinor?: bigint | undefined;
  pair?: SeedPairRow | undefined;
}

const finalStates: readonly RoundState[] = ['settled', 'rolled_back'];

/** A refusal the browser sees as its own error key (INSUFFICIENT_FUNDS carries the balance); others hide. */
function refusalError(result: Extract<WalletResult<unknown>, { kind: 'refused' }>): DomainError {
  const code = result.errorCode;
  if (isErrorCode(code) && walletRefusalsShown.includes(code)) return new DomainError(code, { value: result.value });
  return new DomainError('wallet_unavailable', { detail: `wallet refused: ${code}` });
}

/**
 * Rounds and their money (decision 0013). A round is written — outcome drawn, seeds and nonce kept — before
 * any money moves; then the wallet is debited (`<roundId>:debit`), then credited (`<roundId>:credit`, 0 for a
 * loss, roundEnded). No database transaction is held across a wallet call. `drive` moves a round towards a
 * final state from wherever it stands, resending the same transaction ids, so a repeated play request, the
 * periodic sweep and the recovery at start all finish a round the same way. Demo rounds never call the
 * wallet: the play money moves in the same transaction that writes the round.
 */
export function createRoundService(db: GamesDb, deps: { wallet: WalletClient; log: FastifyBaseLogger }) {
  const { wallet, log } = deps;

  async function load(id: string): Promise<RoundRow> {
    const [round] = await db.select().from(rounds).where(eq(rounds.id, id));
    if (!round) throw new Error(`round ${id} vanished`);
    return round;
  }

  /** Moves a round from `from` to a new state with its changes; answers the round as it now is. */
  async function transition(round: RoundRow, from: RoundState, changes: Partial<RoundRow>): Promise<RoundRow> {
    const [updated] = await db
      .update(rounds)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(rounds.id, round.id), eq(rounds.state, from)))
      .returning();
    return updated ?? load(round.id);
  }

  async function rememberBalance(round: RoundRow, balanceMinor: bigint) {
    await db.update(sessions).set({ lastBalanceMinor: balanceMinor }).where(eq(sessions.id, round.sessionId));
  }

  const walletCall = (round: RoundRow) => ({
    playerId: round.playerId!,
    roundId: round.id,
    gameCode: round.gameCode,
  });

  async function debit(round: RoundRow) {
    const result = await wallet.debit({
      ...walletCall(round),
      transactionId: round.debitTransactionId,
      amountMinor: round.stakeMinor,
    });
    if (result.kind === 'ok') await rememberBalance(round, result.value.balanceMinor);
    return result;
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
            const result = await wallet.debit({
              ...walletCall(round),
              transactionId: round.debitTransactionId,
              amountMinor: round.stakeMinor,
            });
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
            await rememberBalance(round, result.value.balanceMinor);
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
          if (balanceMinor !== undefined) await rememberBalance(round, balanceMinor);
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
            await rememberBalance(round, result.value.balanceMinor);
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

  /** An open demo round cancelled: the play money staked goes back to the session. */
  async function refundDemo(round: RoundRow): Promise<RoundRow> {
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(rounds)
        .set({ state: 'rolled_back', settledAt: new Date(), updatedAt: sql`now()` })
        .where(and(eq(rounds.id, round.id), eq(rounds.state, 'open')))
        .returning();
      if (!updated) return round;
      await tx
        .update(sessions)
        .set({ demoBalanceMinor: sql`${sessions.demoBalanceMinor} + ${round.stakeMinor}` })
        .where(eq(sessions.id, round.sessionId));
      return updated;
    });
  }

  async function balanceOf(round: RoundRow): Promise<bigint> {
    const [session] = await db
      .select({ demo: sessions.demoBalanceMinor, last: sessions.lastBalanceMinor })
      .from(sessions)
      .where(eq(sessions.id, round.sessionId));
    return (round.mode === 'demo' ? session?.demo : session?.last) ?? 0n;
  }

  async function pairOf(round: RoundRow): Promise<SeedPairRow> {
    const [pair] = await db.select().from(seedPairs).where(eq(seedPairs.id, round.seedPairId));
    if (!pair) throw new Error('round without its seed pair');
    return pair;
  }

  /** The round as a play call answers it (reading the balance and seed pair unless already known). */
  async function view(round: RoundRow, known: Known = {}): Promise<PlayResult> {
    const pair = known.pair ?? (await pairOf(round));
    const outcome = round.outcome as Outcome;
    const open = round.state === 'open';
    const state = open ? 'open' : finalStates.includes(round.state) ? round.state : 'pending';
    const current =
      open && (outcome.game === 'mines' || outcome.game === 'hilo') ? outcome.currentMultiplier : round.multiplier;
    return {
      roundId: round.id,
      gameCode: round.gameCode as GameCode,
      state: state as PlayResult['state'],
      stake: toWireMoney(round.stakeMinor),
      win: toWireMoney(round.winMinor ?? 0n),
      multiplier: current,
      balance: toWireMoney(known.balanceMinor ?? (await balanceOf(round))),
      currency: round.currency,
      fairness: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: round.nonce },
      outcome: hideUndecided(outcome, open),
    };
  }

  /** Answers a round to the player: a refused debit is the error it was; an unconfirmed one is unavailable. */
  async function answer(result: Driven, pair?: SeedPairRow): Promise<PlayResult> {
    if (result.refusal) throw result.refusal;
    const { round } = result;
    // Rolled back without a refusal: the wallet could not confirm the debit, so the stake was returned.
    if (round.state === 'rolled_back' || round.state === 'rolling_back') throw new DomainError('wallet_unavailable');
    if (round.state === 'decided') throw new DomainError('game_round_pending');
    return view(round, { balanceMinor: result.balanceMinor, pair });
  }

  const winOf = (stakeMinor: bigint, multiplier: Ratio | null) =>
    multiplier === null ? null : payoutMinor(stakeMinor, multiplier);

  async function findByRequest(sessionId: number, requestId: string) {
    const [round] = await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.sessionId, sessionId), eq(rounds.clientRequestId, requestId)));
    return round;
  }

  /** A repeated play request: the same round, finished if it can be; never a second round or payment. */
  async function replay(round: RoundRow): Promise<PlayResult> {
    if (round.state === 'rolled_back' && round.lastError) {
      throw new DomainError(
        isErrorCode(round.lastError) && walletRefusalsShown.includes(round.lastError)
          ? round.lastError
          : 'wallet_unavailable',
      );
    }
    return answer(await drive(round, { cancelOpen: false }));
  }

  return {
    view,
    drive,

    /** A new round: written with its drawn outcome, then (real play) debited and, when decided, credited. */
    async play(
      session: SessionRow,
      play: { gameCode: GameCode; requestId: string; stakeMinor: bigint; draw: Draw },
    ): Promise<PlayResult> {
      const limits = betLimits(session.currency);
      if (play.stakeMinor < limits.minMinor || play.stakeMinor > limits.maxMinor) {
        throw new DomainError('bet_out_of_range', {
          value: { minBet: toWireMoney(limits.minMinor), maxBet: toWireMoney(limits.maxMinor) },
        });
      }
      const earlier = await findByRequest(session.id, play.requestId);
      if (earlier) return replay(earlier);
      if (play.gameCode === 'mines' || play.gameCode === 'hilo') {
        const [open] = await db
          .select({ id: rounds.id })
          .from(rounds)
          .where(
            and(eq(rounds.playerKey, session.playerKey!), eq(rounds.gameCode, play.gameCode), eq(rounds.state, 'open')),
          )
          .limit(1);
        if (open) throw new DomainError('game_round_pending');
      }

      const id = randomUUID();
      let round: RoundRow;
      let known: Known;
      try {
        ({ round, known } = await db.transaction(async (tx) => {
          const { seeds, pair } = await takeNonce(tx, session.playerKey!);
          const drawn = play.draw(seeds);
          const multiplier = isStep(drawn) ? drawn.decided : drawn.multiplier;
          const winMinor = winOf(play.stakeMinor, multiplier);
          const demo = session.mode === 'demo';
          let demoBalanceMinor: bigint | undefined;
          if (demo) {
            const [paid] = await tx
              .update(sessions)
              .set({ demoBalanceMinor: sql`${sessions.demoBalanceMinor} - ${play.stakeMinor} + ${winMinor ?? 0n}` })
              .where(and(eq(sessions.id, session.id), sql`${sessions.demoBalanceMinor} >= ${play.stakeMinor}`))
              .returning({ balance: sessions.demoBalanceMinor });
            if (!paid) {
              throw new DomainError('INSUFFICIENT_FUNDS', {
                value: { balance: toWireMoney(session.demoBalanceMinor ?? 0n) },
              });
            }
            demoBalanceMinor = paid.balance ?? 0n;
          }
          const state: RoundState = winMinor === null ? 'open' : demo ? 'settled' : 'decided';
          const [inserted] = await tx
            .insert(rounds)
            .values({
              id,
              sessionId: session.id,
              clientRequestId: play.requestId,
              playerKey: session.playerKey!,
              playerId: session.playerId,
              mode: session.mode,
              gameCode: play.gameCode,
              currency: session.currency,
              stakeMinor: play.stakeMinor,
              winMinor,
              multiplier: multiplier ? multiplierText(multiplier) : '0.00',
              state,
              settings: drawn.settings as Record<string, unknown>,
              outcome: drawn.outcome as Record<string, unknown>,
              seedPairId: pair.id,
              nonce: seeds.nonce,
              debitTransactionId: `${id}:debit`,
              creditTransactionId: `${id}:credit`,
              rollbackTransactionId: `${id}:rollback`,
              debitedAt: demo ? new Date() : null,
              settledAt: state === 'settled' ? new Date() : null,
            })
            .returning();
          return { round: inserted!, known: { pair, balanceMinor: demoBalanceMinor } };
        }));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same request raced itself: the first one's round is the answer.
        const first = await findByRequest(session.id, play.requestId);
        if (!first) throw error;
        return replay(first);
      }
      if (round.mode === 'demo') return view(round, known);
      if (round.state === 'open') {
        // A multi-step round: the stake is taken now, the player decides next.
        const result = await debit(round);
        if (result.kind === 'ok') {
          const debited = await transition(round, 'open', { debitedAt: new Date() });
          return view(debited, { pair: known.pair, balanceMinor: result.value.balanceMinor });
        }
        if (result.kind === 'refused') {
          await transition(round, 'open', { state: 'rolled_back', lastError: result.errorCode });
          throw refusalError(result);
        }
        const cancelling = await transition(round, 'open', { state: 'rolling_back', lastError: result.reason });
        await drive(cancelling, { cancelOpen: true });
        throw new DomainError('wallet_unavailable');
      }
      return answer(await drive(round, { cancelOpen: false }), known.pair);
    },

    /** A step of the player's open multi-step round (a pick, a guess, a cash-out). */
    async act(
      session: SessionRow,
      roundId: string,
      step: (round: RoundRow, seeds: RngSeeds) => Step,
    ): Promise<PlayResult> {
      const decided = await db.transaction(async (tx) => {
        const [round] = await tx
          .select()
          .from(rounds)
          .where(and(eq(rounds.id, roundId), eq(rounds.playerKey, session.playerKey!)))
          .for('update');
        if (!round || round.gameCode !== session.gameCode) throw new DomainError('game_round_not_found');
        if (round.state !== 'open' || !round.debitedAt) throw new DomainError('game_move_invalid');
        const [pair] = await tx.select().from(seedPairs).where(eq(seedPairs.id, round.seedPairId));
        const seeds = { serverSeed: pair!.serverSeed, clientSeed: pair!.clientSeed, nonce: round.nonce };
        const next = step(round, seeds);
        const winMinor = winOf(round.stakeMinor, next.decided);
        const demo = round.mode === 'demo';
        const state: RoundState = winMinor === null ? 'open' : demo ? 'settled' : 'decided';
        const [updated] = await tx
          .update(rounds)
          .set({
            settings: next.settings as RoundSettingsWire as Record<string, unknown>,
            outcome: next.outcome as Record<string, unknown>,
            winMinor,
            multiplier: next.decided ? multiplierText(next.decided) : round.multiplier,
            state,
            settledAt: state === 'settled' ? new Date() : null,
            updatedAt: sql`now()`,
          })
          .where(eq(rounds.id, round.id))
          .returning();
        if (demo && winMinor !== null && winMinor > 0n) {
          await tx
            .update(sessions)
            .set({ demoBalanceMinor: sql`${sessions.demoBalanceMinor} + ${winMinor}` })
            .where(eq(sessions.id, round.sessionId));
        }
        return updated!;
      });
      if (decided.state === 'decided') return answer(await drive(decided, { cancelOpen: false }));
      return view(decided);
    },

    /** The player's open round of this game (mines, hilo), to resume it. */
    async activeRound(session: SessionRow): Promise<PlayResult | null> {
      const [round] = await db
        .select()
        .from(rounds)
        .where(
          and(
            eq(rounds.playerKey, session.playerKey!),
            eq(rounds.gameCode, session.gameCode),
            eq(rounds.state, 'open'),
            isNotNull(rounds.debitedAt),
          ),
        )
        .orderBy(desc(rounds.createdAt))
        .limit(1);
      return round ? view(round) : null;
    },

    /**
     * Resolves unfinished rounds (decision 0013). At start (`all`): every round not settled or rolled back —
     * decided ones are settled (debit replayed if unconfirmed, then credit), the others rolled back through the
     * wallet. Periodically: only rounds a failed wallet call left behind (decided or rolling back for a while,
     * or open without a confirmed debit for longer than any debit takes); live multi-step rounds are left alone.
     */
    async resolveUnfinished(options: { all: boolean; idleMs?: number }) {
      const idle = sql`now() - (${String(options.idleMs ?? 0)} || ' milliseconds')::interval`;
      const stale = and(
        lt(rounds.updatedAt, idle),
        or(
          sql`${rounds.state} in ('decided', 'rolling_back')`,
          and(
            eq(rounds.state, 'open'),
            isNull(rounds.debitedAt),
            lt(rounds.updatedAt, sql`now() - interval '2 minutes'`),
          ),
        ),
      );
      const pending = await db
        .select()
        .from(rounds)
        .where(options.all ? sql`${rounds.state} in ('open', 'decided', 'rolling_back')` : stale)
        .orderBy(rounds.createdAt)
        .limit(1000);
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

export type RoundService = ReturnType<typeof createRoundService>;
