import { createHash } from 'node:crypto';
import {
  DomainError,
  toWireMoney,
  type SportsBetSearch,
  type SportsConsoleEvent,
  type SportsExposure,
  type SportsMarketActionResult,
  type SportsVoidResult,
} from '@ficha/contract';
import type { ProviderTx, SessionRow } from '@ficha/provider-kit';
import { betReturnMinor, potentialReturnMinor } from '../../betting/odds.ts';
import type { SportsbookDb } from '../../db/database.ts';
import { slipLanes } from '../bets/bets.service.ts';
import type { SettlementService } from '../settlement/settlement.service.ts';
import {
  betSearchWhere,
  betStates,
  cashedOutOf,
  legsOfBets,
  deleteSuspension,
  eventsOfScope,
  insertSessionMerchant,
  insertSuspension,
  insertVoid,
  lockEventRow,
  lockMerchantEvent,
  marketById,
  merchantBlocks,
  merchantOfLaunch,
  merchantOpenBets,
  merchantOpenByMarket,
  merchantOpenLegs,
  merchantSuspensionsOf,
  merchantUnfinishedOnEvent,
  merchantVoidsOf,
  searchBets,
  voidLegs,
} from './merchants.queries.ts';

const launchTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const eventsShown = 100;
const exposuresShown = 50;

/**
 * The sportsbook's back office for one merchant (decision 0089, on the path of decision 0084): which merchant each
 * launch was for, the events with the merchant's suspensions, voids and open bets, a merchant's suspension of a
 * market and void of an event or market, the liability per selection of its open bets and the bet search. Every
 * answer is about the named merchant's bets only; events and markets are the feed's, shared by every merchant.
 */
export function createSportsBackOffice(db: SportsbookDb, deps: { settlement: SettlementService }) {
  return {
    /** Keeps the merchant a real launch names, before the launch is registered (so no session lacks it). */
    async recordLaunch(launchToken: string, merchantCode: string | undefined): Promise<void> {
      if (merchantCode !== undefined) await insertSessionMerchant(db, launchTokenHash(launchToken), merchantCode);
    },

    /**
     * Inside a bet's transaction, before its legs are written: the merchant's bets on each event serialised with
     * its voids and suspensions, then a leg on a market the merchant suspended or voided (or on an event it
     * voided) refuses the bet — `sports_market_closed`, nothing debited.
     */
    async guardBet(tx: ProviderTx, session: SessionRow, legs: Array<{ eventId: string; marketId: string }>) {
      const merchantCode = await merchantOfLaunch(tx, session.launchTokenHash);
      if (merchantCode === undefined) return;
      for (const eventId of [...new Set(legs.map((leg) => leg.eventId))].sort()) {
        await lockMerchantEvent(tx, merchantCode, eventId);
      }
      const { suspended, voided } = await merchantBlocks(tx, merchantCode, legs);
      const blocked = legs.some(
        (leg) =>
          suspended.some((row) => row.marketId === leg.marketId) ||
          voided.some((row) => row.eventId === leg.eventId && (row.marketId === '' || row.marketId === leg.marketId)),
      );
      if (blocked) throw new DomainError('sports_market_closed');
    },

    /** The markets among some that the merchant suspended or voided (its betting pages show them suspended). */
    async suspendedFor(session: SessionRow, markets: Array<{ eventId: string; marketId: string }>) {
      const merchantCode = await merchantOfLaunch(db, session.launchTokenHash);
      if (merchantCode === undefined) return new Set<string>();
      const { suspended, voided } = await merchantBlocks(db, merchantCode, markets);
      return new Set(
        markets
          .filter(
            (market) =>
              suspended.some((row) => row.marketId === market.marketId) ||
              voided.some(
                (row) => row.eventId === market.eventId && (row.marketId === '' || row.marketId === market.marketId),
              ),
          )
          .map((market) => market.marketId),
      );
    },

    async events(merchantCode: string, scope: 'open' | 'past', sport: string | undefined) {
      const list = await eventsOfScope(db, scope, sport, eventsShown);
      const marketIds = list.flatMap((row) => row.markets.map((market) => market.id));
      const [suspended, voided, open] = await Promise.all([
        merchantSuspensionsOf(db, merchantCode, marketIds),
        merchantVoidsOf(
          db,
          merchantCode,
          list.map((row) => row.event.id),
        ),
        merchantOpenByMarket(db, merchantCode, marketIds),
      ]);
      return {
        events: list.map(({ event, markets }): SportsConsoleEvent => {
          const eventVoided = voided.some((row) => row.eventId === event.id && row.marketId === '');
          return {
            id: event.id,
            sport: event.sport,
            league: event.league,
            home: event.home,
            away: event.away,
            startsAt: event.startsAt.toISOString(),
            status: event.status,
            minute: event.minute,
            score: { home: event.scoreHome, away: event.scoreAway },
            settled: event.settledAt !== null,
            voided: eventVoided,
            markets: markets.map((market) => {
              const held = open.find((row) => row.marketId === market.id);
              return {
                id: market.id,
                kind: market.kind,
                line: market.line,
                map: market.map,
                status: market.status,
                suspendedByMerchant: suspended.some((row) => row.marketId === market.id),
                voided: eventVoided || voided.some((row) => row.marketId === market.id),
                odds: market.odds,
                openBets: held?.bets ?? 0,
                openStake: toWireMoney(BigInt(held?.stakeMinor ?? '0')),
              };
            }),
          };
        }),
      };
    },

    /** Suspends or reopens a market for the merchant's players (a repeat changes nothing). */
    async marketAction(
      merchantCode: string,
      input: { marketId: string; action: 'suspend' | 'reopen' },
    ): Promise<SportsMarketActionResult> {
      const market = await marketById(db, input.marketId);
      if (!market) throw new DomainError('not_found');
      const changed = await db.transaction(async (tx) => {
        await lockMerchantEvent(tx, merchantCode, market.eventId);
        return input.action === 'suspend'
          ? insertSuspension(tx, merchantCode, market.id)
          : deleteSuspension(tx, merchantCode, market.id);
      });
      return { marketId: market.id, suspendedByMerchant: input.action === 'suspend', unchanged: !changed };
    },

    /**
     * Voids an event (or one of its markets) for the merchant. In one transaction — the event row locked against
     * its settlement and the merchant's new bets on it — the void is recorded once, every undecided leg of
     * the merchant's open bets on it is made void and the bets now decided are decided through the settlement's
     * own path (every leg void: the debit rolled back; a parlay: re-priced with the leg at 1). The wallet calls
     * follow the commit, each with its bet's own transaction id, so the wallet refunds a bet once; the recovery
     * sweep resends any it did not confirm. A repeated call records nothing and resends what is unconfirmed.
     * A settled event is `sports_market_closed`.
     */
    async voidBets(
      merchantCode: string,
      input: { eventId: string; marketId: string | null; reason: string },
    ): Promise<SportsVoidResult> {
      const done = await db.transaction(async (tx) => {
        // The event row first, then the merchant's lock: the order a bet takes them in (its markets and event
        // share-locked, then the merchant's lock), so the two never wait on each other in a cycle.
        const event = await lockEventRow(tx, input.eventId);
        if (!event) throw new DomainError('not_found');
        await lockMerchantEvent(tx, merchantCode, input.eventId);
        if (input.marketId !== null) {
          const market = await marketById(tx, input.marketId);
          if (!market || market.eventId !== event.id) throw new DomainError('not_found');
        }
        const earlier = (await merchantVoidsOf(tx, merchantCode, [event.id])).find(
          (row) => row.marketId === '' || row.marketId === (input.marketId ?? ''),
        );
        if (earlier) return { row: earlier, created: false, legs: 0, moved: [] as string[], stakeOf: new Map() };
        if (event.settledAt !== null) throw new DomainError('sports_market_closed');
        const row = await insertVoid(tx, {
          merchantCode,
          eventId: event.id,
          marketId: input.marketId ?? '',
          reason: input.reason,
        });
        const legs = await merchantOpenLegs(tx, merchantCode, event.id, input.marketId);
        await voidLegs(tx, legs);
        const moved = await deps.settlement.decideWithin(tx, [...new Set(legs.map((leg) => leg.roundId))]);
        return {
          row,
          created: true,
          legs: legs.length,
          moved,
          stakeOf: new Map(legs.map((leg) => [leg.roundId, leg.stakeMinor])),
        };
      });
      const unfinished = await merchantUnfinishedOnEvent(db, merchantCode, input.eventId);
      await deps.settlement.driveDecided([...new Set([...done.moved, ...unfinished])]);
      const refunded = (await betStates(db, done.moved)).filter(
        (round) => round.state === 'rolled_back' || round.state === 'rolling_back',
      );
      return {
        eventId: input.eventId,
        marketId: input.marketId,
        legs: done.legs,
        refunded: refunded.length,
        refundedStake: toWireMoney(refunded.reduce((sum, round) => sum + round.stakeMinor, 0n)),
        alreadyVoided: !done.created,
        voidedAt: done.row.voidedAt.toISOString(),
      };
    },

    /**
     * The merchant's open bets per selection (an undecided leg's market and pick): how many bets, their stakes,
     * and what they return if the selection wins and so does every other undecided leg (a parlay counts on each
     * of its selections; a void leg counts at 1). One event's, or the biggest of all.
     */
    async exposure(merchantCode: string, eventId: string | undefined): Promise<SportsExposure> {
      const { open, legs } = await merchantOpenBets(db, merchantCode, eventId);
      const returnOf = new Map(
        open.map((bet) => {
          const own = legs.filter((row) => row.leg.roundId === bet.id);
          return [
            bet.id,
            betReturnMinor(
              bet.stakeMinor,
              own.map((row) => ({ oddsMilli: row.leg.oddsMilli, outcome: row.leg.outcome ?? ('win' as const) })),
            ),
          ];
        }),
      );
      const stakeOf = new Map(open.map((bet) => [bet.id, bet.stakeMinor]));
      const rows = new Map<string, { row: (typeof legs)[number]; bets: number; stake: bigint; payout: bigint }>();
      for (const row of legs) {
        if (row.leg.outcome !== null) continue;
        if (eventId !== undefined && row.event.id !== eventId) continue;
        const key = `${row.market.id}\u0000${row.leg.selection}`;
        const held = rows.get(key) ?? { row, bets: 0, stake: 0n, payout: 0n };
        held.bets += 1;
        held.stake += stakeOf.get(row.leg.roundId)!;
        held.payout += returnOf.get(row.leg.roundId)!;
        rows.set(key, held);
      }
      const selections = [...rows.values()]
        .sort((a, b) => (a.payout === b.payout ? 0 : a.payout > b.payout ? -1 : 1))
        .slice(0, exposuresShown);
      return {
        openBets: open.length,
        openStake: toWireMoney(open.reduce((sum, bet) => sum + bet.stakeMinor, 0n)),
        selections: selections.map(({ row, bets, stake, payout }) => ({
          eventId: row.event.id,
          sport: row.event.sport,
          league: row.event.league,
          home: row.event.home,
          away: row.event.away,
          marketId: row.market.id,
          kind: row.market.kind,
          line: row.market.line,
          map: row.market.map,
          selection: row.leg.selection,
          bets,
          stake: toWireMoney(stake),
          payout: toWireMoney(payout),
        })),
      };
    },

    /** The merchant's slip bets by player, event, state and day (UTC), newest first, a page at a time. */
    async bets(
      merchantCode: string,
      filter: {
        playerId?: string;
        eventId?: string;
        state?: string;
        from?: string;
        to?: string;
        page: number;
        pageSize: number;
      },
    ): Promise<SportsBetSearch> {
      const { page, pageSize, ...rest } = filter;
      const where = betSearchWhere(merchantCode, { ...rest, lanes: [...slipLanes] });
      const { rows, total } = await searchBets(db, where, { offset: (page - 1) * pageSize, limit: pageSize });
      const ids = rows.map((row) => row.id);
      const [legs, cashed] =
        ids.length === 0 ? [[], new Set<string>()] : await Promise.all([legsOfBets(db, ids), cashedOutOf(db, ids)]);
      return {
        total,
        page,
        pageSize,
        bets: rows.map((round) => {
          const own = legs.filter((row) => row.leg.roundId === round.id);
          const cashedOut = cashed.has(round.id);
          const decided = round.state === 'decided' || round.state === 'settled';
          const state =
            round.state === 'rolled_back' || round.state === 'rolling_back'
              ? ('void' as const)
              : cashedOut
                ? ('cashed_out' as const)
                : !decided
                  ? ('open' as const)
                  : (round.winMinor ?? 0n) > 0n
                    ? ('won' as const)
                    : ('lost' as const);
          return {
            betId: round.id,
            playerId: round.playerId,
            currency: round.currency,
            lane: round.gameCode,
            kind: own.length > 1 ? ('parlay' as const) : ('single' as const),
            state,
            stake: toWireMoney(round.stakeMinor),
            potentialReturn: toWireMoney(
              potentialReturnMinor(
                round.stakeMinor,
                own.map((row) => row.leg.oddsMilli),
              ),
            ),
            paid: decided ? toWireMoney(round.winMinor ?? 0n) : null,
            placedAt: round.createdAt.toISOString(),
            legs: own.map(({ leg, event, market }) => ({
              eventId: event.id,
              home: event.home,
              away: event.away,
              kind: market.kind,
              line: market.line,
              selection: leg.selection,
              odds: leg.oddsMilli,
              outcome: leg.outcome,
            })),
          };
        }),
      };
    },
  };
}

export type SportsBackOffice = ReturnType<typeof createSportsBackOffice>;
