import { DomainError, isErrorCode, toWireMoney, type GameCode, type Outcome, type PlayResult } from '@ficha/contract';
import { payoutMinor, type Ratio, type RngSeeds } from '@ficha/engines';
import {
  finalStates,
  walletRefusalsShown,
  type Driven,
  type RoundDecision,
  type RoundLifecycle,
  type RoundRow,
  type SeedPairRow,
  type SeedPairs,
  type SessionRow,
} from '@ficha/provider-kit';
import { betLimits } from '../catalog/game-definitions.ts';
import { hideUndecided, multiplierText, type DecidedPlay, type Step } from './game-rules.ts';

/** How a play is drawn once its nonce is taken: decided at once, or the first step of a multi-step round. */
export type Draw = (seeds: RngSeeds) => DecidedPlay | Step;

const isStep = (play: DecidedPlay | Step): play is Step => 'decided' in play;

/** What a play call already knows, so its answer needs no second read: the balance and the round's seed pair. */
interface Known {
  balanceMinor?: bigint | undefined;
  pair?: SeedPairRow | undefined;
}

/** A drawn play or step as the round lifecycle stores it: the win at the multiplier, null while undecided. */
function decisionOf(stakeMinor: bigint, play: DecidedPlay | Step): RoundDecision {
  const multiplier: Ratio | null = isStep(play) ? play.decided : play.multiplier;
  return {
    settings: play.settings as Record<string, unknown>,
    outcome: play.outcome as Record<string, unknown>,
    winMinor: multiplier === null ? null : payoutMinor(stakeMinor, multiplier),
    multiplier: multiplier ? multiplierText(multiplier) : '0.00',
  };
}

/**
 * The games' rounds on the kit's round lifecycle (decision 0013): a play checks the bet, draws from the player's
 * seeds and is written, debited and (decided) credited; a step of a multi-step game (mines, hilo) moves its open
 * round; every answer is the round as the page shows it.
 */
export function createRoundService(deps: { lifecycle: RoundLifecycle; seedPairs: SeedPairs }) {
  const { lifecycle, seedPairs } = deps;

  /** The round as a play call answers it (reading the balance and seed pair unless already known). */
  async function view(round: RoundRow, known: Known = {}): Promise<PlayResult> {
    const pair = known.pair ?? (await seedPairs.byId(round.seedPairId));
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
      balance: toWireMoney(known.balanceMinor ?? (await lifecycle.balanceOf(round))),
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

  /** A repeated play request: the same round, finished if it can be; never a second round or payment. */
  async function replay(round: RoundRow): Promise<PlayResult> {
    if (round.state === 'rolled_back' && round.lastError) {
      throw new DomainError(
        isErrorCode(round.lastError) && walletRefusalsShown.includes(round.lastError)
          ? round.lastError
          : 'wallet_unavailable',
      );
    }
    return answer(await lifecycle.drive(round, { cancelOpen: false }));
  }

  return {
    view,
    drive: lifecycle.drive,
    resolveUnfinished: lifecycle.resolveUnfinished,

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
      const earlier = await lifecycle.byRequest(session.id, play.requestId);
      if (earlier) return replay(earlier);
      if (play.gameCode === 'mines' || play.gameCode === 'hilo') {
        const open = await lifecycle.openRound(session.playerKey!, play.gameCode, { debited: false });
        if (open) throw new DomainError('game_round_pending');
      }

      const written = await lifecycle.write(session, {
        gameCode: play.gameCode,
        requestId: play.requestId,
        stakeMinor: play.stakeMinor,
        decide: (seeds) => decisionOf(play.stakeMinor, play.draw(seeds)),
      });
      // The same request raced itself: the first one's round is the answer.
      if ('earlier' in written) return replay(written.earlier);
      const { round, pair } = written;
      if (round.mode === 'demo') return view(round, { pair, balanceMinor: written.demoBalanceMinor });
      if (round.state === 'open') {
        // A multi-step round: the stake is taken now, the player decides next.
        const debited = await lifecycle.debitOpen(round);
        return view(debited.round, { pair, balanceMinor: debited.balanceMinor });
      }
      return answer(await lifecycle.drive(round, { cancelOpen: false }), pair);
    },

    /** A step of the player's open multi-step round (a pick, a guess, a cash-out). */
    async act(
      session: SessionRow,
      roundId: string,
      step: (round: RoundRow, seeds: RngSeeds) => Step,
    ): Promise<PlayResult> {
      return answer(
        await lifecycle.step(session, roundId, (round, seeds) => decisionOf(round.stakeMinor, step(round, seeds))),
      );
    },

    /** The player's open round of this game (mines, hilo), to resume it. */
    async activeRound(session: SessionRow): Promise<PlayResult | null> {
      const round = await lifecycle.openRound(session.playerKey!, session.gameCode, { debited: true });
      return round ? view(round) : null;
    },
  };
}

export type RoundService = ReturnType<typeof createRoundService>;
