import { DomainError, toWireMoney, type CockfightArena, type CockfightBet, type CockfightSide } from '@ficha/contract';
import type { RoundLifecycle, RoundRow, SessionRow } from '@ficha/provider-kit';
import { potentialReturnMinor } from '../../betting/odds.ts';
import type { SportsbookDb } from '../../db/database.ts';
import type { CockfightSettlement } from './cockfight-settlement.service.ts';
import {
  betsOfPlayer,
  betWithFight,
  endedFights,
  fightWithArena,
  insertBet,
  liveFights,
  type FightWithArena,
} from './cockfight.queries.ts';
import { betView, fightView, oddsOfSide, windowOpen } from './cockfight-view.ts';

/** The lane (and the rounds' game code) of cockfight. */
export const cockfightLane = 'cockfight';
/** Fights after the current one, and results, the arena view lists. */
const upcomingListed = 3;
const resultsListed = 12;

interface Limits {
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  maxPayoutMinor: bigint;
}

const limitError = (limits: Limits) =>
  new DomainError('sports_stake_limit', {
    value: {
      minStake: toWireMoney(limits.minStakeMinor),
      maxStake: toWireMoney(limits.maxStakeMinor),
      maxPayout: toWireMoney(limits.maxPayoutMinor),
    },
  });

/** The odds of the side if the fight takes bets now, else the refusal: unknown fight, or window closed. */
function oddsIfOpen(found: FightWithArena | undefined, side: CockfightSide, now: Date): number {
  if (!found) throw new DomainError('cockfight_fight_unknown');
  if (!windowOpen(found.fight, now)) throw new DomainError('cockfight_betting_closed');
  return oddsOfSide(found.fight, side);
}

/**
 * Cockfight bets (decision 0072): a bet is a kit round of the `cockfight` lane (its stake debited through the
 * wallet, credited or rolled back when the fight is settled) with its fight and side in `cockfight_bets`, at the
 * fight's fixed odds. The fight is checked again, locked, in the round's transaction: a window the feed or the
 * operator closed meanwhile refuses the bet before anything is debited.
 */
export function createCockfightBets(
  db: SportsbookDb,
  deps: {
    lifecycle: RoundLifecycle;
    settlement: CockfightSettlement;
    limits: (currency: string) => Promise<Limits>;
    listLimit: number;
  },
) {
  const { lifecycle, settlement } = deps;

  const requireLane = (session: SessionRow) => {
    if (session.gameCode !== cockfightLane) throw new DomainError('game_not_found');
  };

  async function answer(round: RoundRow, balanceMinor?: bigint) {
    const row = await betWithFight(db, round.id);
    return { bet: betView(row!), balance: toWireMoney(balanceMinor ?? (await lifecycle.balanceOf(round))) };
  }

  return {
    /** The fight on now in the arena (open or closed, else the next), the next ones and the last results. */
    async arena(session: SessionRow, arenaId: string | undefined): Promise<CockfightArena> {
      requireLane(session);
      const now = new Date();
      const pending = await liveFights(db, arenaId, 50);
      const arena = pending[0]?.arena ?? (await endedFights(db, arenaId, 1))[0]?.arena ?? null;
      if (!arena) return { arena: null, current: null, upcoming: [], results: [] };
      const ofArena = pending.filter((row) => row.arena.id === arena.id);
      const current = ofArena.find((row) => row.fight.state !== 'scheduled') ?? ofArena[0] ?? null;
      return {
        arena: { id: arena.id, name: arena.name },
        current: current ? fightView(current, now) : null,
        upcoming: ofArena
          .filter((row) => row !== current && row.fight.state === 'scheduled')
          .slice(0, upcomingListed)
          .map((row) => fightView(row, now)),
        results: (await endedFights(db, arena.id, resultsListed)).map((row) => fightView(row, now)),
      };
    },

    /** Bets MERON, WALA or DRAW on a fight whose window is open; a repeated request answers the same bet. */
    async place(
      session: SessionRow,
      input: { requestId: string; fightId: string; side: CockfightSide; stakeMinor: bigint },
    ): Promise<{ bet: CockfightBet; balance: number }> {
      requireLane(session);
      const earlier = await lifecycle.byRequest(session.id, input.requestId);
      if (earlier) return answerEarlier(earlier);
      const limits = await deps.limits(session.currency);
      if (input.stakeMinor < limits.minStakeMinor || input.stakeMinor > limits.maxStakeMinor) throw limitError(limits);
      // Cheap refusals first, then again under the lock, at the odds read here.
      const odds = oddsIfOpen(await fightWithArena(db, input.fightId, { lock: false }), input.side, new Date());
      if (potentialReturnMinor(input.stakeMinor, [odds]) > limits.maxPayoutMinor) throw limitError(limits);
      const written = await lifecycle.write(session, {
        gameCode: cockfightLane,
        requestId: input.requestId,
        stakeMinor: input.stakeMinor,
        decide: () => ({
          settings: { fightId: input.fightId, side: input.side, odds },
          outcome: {},
          winMinor: null,
          multiplier: '0.00',
        }),
        within: async (tx, round) => {
          const locked = await fightWithArena(tx, input.fightId, { lock: 'share' });
          if (oddsIfOpen(locked, input.side, new Date()) !== odds) throw new DomainError('sports_odds_changed');
          await insertBet(tx, { roundId: round.id, fightId: input.fightId, side: input.side, oddsMilli: odds });
        },
      });
      if ('earlier' in written) return answerEarlier(written.earlier);
      let round = written.round;
      let balanceMinor = written.demoBalanceMinor;
      if (round.mode === 'real') {
        ({ round, balanceMinor } = await lifecycle.debitOpen(round));
        // A fight settled while the debit was on its way: the bet is decided now, as settlement would have.
        await settlement.decideIfComplete(round.id);
      }
      return answer(round, balanceMinor);
    },

    /** The session player's cockfight bets, newest first. */
    async mine(session: SessionRow): Promise<CockfightBet[]> {
      requireLane(session);
      return (await betsOfPlayer(db, session.playerKey!, deps.listLimit)).map(betView);
    },
  };

  async function answerEarlier(round: RoundRow) {
    if (round.state === 'rolled_back' && !round.debitedAt) throw new DomainError('wallet_unavailable');
    return answer(round);
  }
}

export type CockfightBets = ReturnType<typeof createCockfightBets>;
