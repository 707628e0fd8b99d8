import {
  DomainError,
  sportsbookEsports,
  sportsbookGameCodes,
  sportsbookSports,
  toWireMoney,
  type SportsBet,
  type SportsEvent,
  type SportsbookSport,
} from '@ficha/contract';
import type { ProviderTx, RoundLifecycle, RoundRow, SessionRow } from '@ficha/provider-kit';
import { cashOutOffer } from '../../betting/cash-out.ts';
import { combinedOddsMilli, potentialReturnMinor } from '../../betting/odds.ts';
import type { SportsbookDb } from '../../db/database.ts';
import { cashOutLegOf } from '../cash-out/cash-out-legs.ts';
import { correctionHistory } from '../resettlement/resettlement.service.ts';
import type { SettlementService } from '../settlement/settlement.service.ts';
import {
  betsOfPlayer,
  cashOutsOf,
  insertLegs,
  legsWithEvents,
  limitsFor,
  marketsForSlip,
  openEvents,
} from './bets.queries.ts';
import { checkSlip, checkSlipShape, type OddsChange, type SlipLeg } from './slip-rules.ts';

/** The lanes whose bets are slips of legs (cockfight's are fights: decision 0072). */
export const slipLanes: readonly string[] = sportsbookGameCodes.filter((lane) => lane !== 'cockfight');

/** The sports of a lane: `/esports` gets CS2, Dota 2 and LoL; `/sports` the others; `/cockfight` none. */
export const sportsOfLane = (gameCode: string): readonly SportsbookSport[] =>
  gameCode === 'esports'
    ? sportsbookEsports
    : gameCode === 'sports'
      ? sportsbookSports.filter((sport) => !sportsbookEsports.includes(sport))
      : [];

const multiplierOf = (oddsMilli: bigint) =>
  `${oddsMilli / 1000n}.${((oddsMilli % 1000n) / 10n).toString().padStart(2, '0')}`;

/**
 * Bets (decision 0057): a bet is a kit round (its stake debited through the wallet, credited or rolled back at
 * settlement) with its legs in `bet_legs`, written in the round's transaction after the slip is checked again
 * against the markets locked there — a suspension or a price move the feed wrote meanwhile refuses the bet
 * before anything is debited.
 */
export function createBetService(
  db: SportsbookDb,
  deps: {
    lifecycle: RoundLifecycle;
    settlement: SettlementService;
    listLimit: number;
    cashOutMarginBp: number;
    /** The live bet delay (SPORTSBOOK_LIVE_DELAY_MS) and how it is waited (a test holds it itself). */
    liveDelayMs: number;
    holdLiveBet: (ms: number) => Promise<void>;
    /** The merchant's own suspensions and voids (decision 0089): checked in the bet's transaction. */
    merchantGuard?: {
      guardBet(tx: ProviderTx, session: SessionRow, legs: Array<{ eventId: string; marketId: string }>): Promise<void>;
      suspendedFor(session: SessionRow, markets: Array<{ eventId: string; marketId: string }>): Promise<Set<string>>;
    };
  },
) {
  const { lifecycle, settlement } = deps;

  async function viewsOf(rounds: RoundRow[]): Promise<SportsBet[]> {
    if (rounds.length === 0) return [];
    const roundIds = rounds.map((round) => round.id);
    const legs = await legsWithEvents(db, roundIds);
    const cashedOut = new Set((await cashOutsOf(db, roundIds)).map((row) => row.roundId));
    const history = await correctionHistory(db, [...new Set(legs.map((row) => row.event.id))], roundIds);
    return rounds.map((round): SportsBet => {
      const own = legs.filter((row) => row.leg.roundId === round.id);
      const odds = own.map((row) => row.leg.oddsMilli);
      const resettled = history.resettlements.filter((row) => row.roundId === round.id);
      // What the bet pays now: its last resettlement's return (decision 0083), else its round's win.
      const paid =
        round.state === 'settled' || round.state === 'decided'
          ? (resettled.at(-1)?.returnMinor ?? round.winMinor ?? 0n)
          : null;
      const corrections = history.corrections
        .filter((correction) => own.some((row) => row.event.id === correction.eventId))
        .map((correction) => {
          const moved = resettled.find(
            (row) => row.eventId === correction.eventId && row.resultVersion === correction.version,
          );
          return {
            eventId: correction.eventId,
            version: correction.version,
            before: { home: correction.previousResult.home, away: correction.previousResult.away },
            after: { home: correction.result.home, away: correction.result.away },
            paidBefore: moved ? toWireMoney(moved.previousReturnMinor) : null,
            paidAfter: moved ? toWireMoney(moved.returnMinor) : null,
            at: correction.createdAt.toISOString(),
          };
        });
      const status =
        round.state === 'rolled_back'
          ? 'void'
          : cashedOut.has(round.id)
            ? 'cashed_out'
            : paid === null
              ? 'open'
              : paid > 0n
                ? 'won'
                : 'lost';
      const offer =
        status === 'open' && round.debitedAt
          ? cashOutOffer(round.stakeMinor, own.map(cashOutLegOf), deps.cashOutMarginBp)
          : null;
      return {
        betId: round.id,
        kind: own.length > 1 ? 'parlay' : 'single',
        status,
        stake: toWireMoney(round.stakeMinor),
        combinedOdds: Number(combinedOddsMilli(odds)),
        potentialReturn: toWireMoney(potentialReturnMinor(round.stakeMinor, odds)),
        paid: paid === null ? null : toWireMoney(paid),
        cashOut:
          offer === null
            ? null
            : offer.state === 'offered'
              ? { state: 'offered', amount: toWireMoney(offer.amountMinor) }
              : { state: 'suspended', amount: null },
        placedAt: round.createdAt.toISOString(),
        corrections,
        legs: own.map(({ leg, event, market }) => ({
          eventId: event.id,
          sport: event.sport,
          home: event.home,
          away: event.away,
          kind: market.kind,
          line: market.line,
          map: market.map,
          selection: leg.selection,
          odds: leg.oddsMilli,
          outcome: leg.outcome,
        })),
      };
    });
  }

  return {
    limits: (currency: string) => limitsFor(db, currency),

    /** Bets as the player sees them, with the cash-out offer of the open ones. */
    views: viewsOf,

    /** The events of the session's lane that take bets. */
    async events(session: SessionRow, sport: SportsbookSport | undefined): Promise<SportsEvent[]> {
      const lane = sportsOfLane(session.gameCode);
      const sports = sport === undefined ? lane : lane.filter((s) => s === sport);
      if (sports.length === 0) return [];
      const list = await openEvents(db, sports, 200);
      const merchantSuspended =
        (await deps.merchantGuard?.suspendedFor(
          session,
          list.flatMap((row) => row.markets.map((market) => ({ eventId: row.event.id, marketId: market.id }))),
        )) ?? new Set<string>();
      return list.map(({ event, markets }) => ({
        id: event.id,
        sport: event.sport,
        league: event.league,
        home: event.home,
        away: event.away,
        startsAt: event.startsAt.toISOString(),
        status: event.status,
        minute: event.minute,
        score: { home: event.scoreHome, away: event.scoreAway },
        markets: markets.map((market) => ({
          id: market.id,
          kind: market.kind,
          line: market.line,
          map: market.map,
          suspended: market.status === 'suspended' || merchantSuspended.has(market.id),
          odds: market.odds,
        })),
      }));
    },

    /** Places a single or a parlay; a repeated request answers the same bet. */
    async place(
      session: SessionRow,
      input: { requestId: string; stakeMinor: bigint; legs: SlipLeg[]; oddsChange: OddsChange },
    ): Promise<{ bet: SportsBet; balance: number }> {
      const earlier = await lifecycle.byRequest(session.id, input.requestId);
      if (earlier) return answer(earlier);
      const limits = await limitsFor(db, session.currency);
      checkSlipShape(input.legs, input.stakeMinor, limits);
      const marketIds = input.legs.map((leg) => leg.marketId);
      const rules = { stakeMinor: input.stakeMinor, oddsChange: input.oddsChange, limits };
      // Cheap refusals first, then again under the lock, with the prices that are accepted.
      const slipMarkets = await marketsForSlip(db, marketIds, { lock: false });
      let accepted = checkSlip(input.legs, slipMarkets, rules);
      if (deps.liveDelayMs > 0 && slipMarkets.some((row) => row.event.status === 'live')) {
        // The live bet delay (decision 0083): held, then checked again against the prices and markets now — a
        // suspension or a price the player's choice does not take refuses it, nothing debited.
        await deps.holdLiveBet(deps.liveDelayMs);
        accepted = checkSlip(input.legs, await marketsForSlip(db, marketIds, { lock: false }), rules);
      }
      const written = await lifecycle.write(session, {
        gameCode: session.gameCode,
        requestId: input.requestId,
        stakeMinor: input.stakeMinor,
        decide: () => ({
          settings: { oddsChange: input.oddsChange, legs: input.legs.length },
          outcome: {},
          winMinor: null,
          multiplier: multiplierOf(combinedOddsMilli(accepted)),
        }),
        within: async (tx, round) => {
          const locked = await marketsForSlip(tx, marketIds, { lock: true });
          await deps.merchantGuard?.guardBet(
            tx,
            session,
            locked.map((row) => ({ eventId: row.event.id, marketId: row.market.id })),
          );
          const now = checkSlip(input.legs, locked, rules);
          if (now.some((odds, index) => odds !== accepted[index])) {
            throw new DomainError('sports_odds_changed', {
              value: { legs: input.legs.map((leg, index) => ({ ...leg, odds: now[index]! })) },
            });
          }
          await insertLegs(
            tx,
            input.legs.map((leg, index) => ({
              roundId: round.id,
              leg: index,
              eventId: locked.find((row) => row.market.id === leg.marketId)!.event.id,
              marketId: leg.marketId,
              selection: leg.selection,
              oddsMilli: accepted[index]!,
            })),
          );
        },
      });
      if ('earlier' in written) return answer(written.earlier);
      let round = written.round;
      let balanceMinor = written.demoBalanceMinor;
      if (round.mode === 'real') {
        ({ round, balanceMinor } = await lifecycle.debitOpen(round));
        // An event settled while the debit was on its way: the bet is decided now, as settlement would have.
        await settlement.decideIfComplete(round.id);
      }
      const [bet] = await viewsOf([round]);
      return { bet: bet!, balance: toWireMoney(balanceMinor ?? (await lifecycle.balanceOf(round))) };
    },

    /** The session player's bets, newest first. */
    async mine(session: SessionRow): Promise<SportsBet[]> {
      return viewsOf(await betsOfPlayer(db, session.playerKey!, [...slipLanes], deps.listLimit));
    },
  };

  async function answer(round: RoundRow) {
    if (round.state === 'rolled_back' && !round.debitedAt) throw new DomainError('wallet_unavailable');
    const [bet] = await viewsOf([round]);
    return { bet: bet!, balance: toWireMoney(await lifecycle.balanceOf(round)) };
  }
}

export type BetService = ReturnType<typeof createBetService>;
