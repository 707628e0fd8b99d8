import { toWireMoney, type CockfightBet, type CockfightFight, type CockfightSide } from '@ficha/contract';
import type { ArenaRow, FightRow } from '../../db/schema/index.ts';
import { potentialReturnMinor } from '../../betting/odds.ts';
import type { BetWithFight } from './cockfight.queries.ts';

export const oddsOfSide = (fight: FightRow, side: CockfightSide): number =>
  side === 'meron' ? fight.meronOdds : side === 'wala' ? fight.walaOdds : fight.drawOdds;

/** Whether a fight takes bets now: its window open and not past its planned close. */
export const windowOpen = (fight: FightRow, now: Date) =>
  fight.state === 'open' && fight.settledAt === null && (fight.closesAt === null || fight.closesAt > now);

/** A fight as the page sees it; an operator's window past its time reads closed before the job closes it. */
export function fightView({ fight, arena }: { fight: FightRow; arena: ArenaRow }, now: Date): CockfightFight {
  const open = windowOpen(fight, now);
  return {
    id: fight.id,
    arenaId: arena.id,
    arenaName: arena.name,
    number: fight.number,
    meron: fight.meron,
    wala: fight.wala,
    state: fight.state === 'open' && !open ? 'closed' : fight.state,
    odds: { meron: fight.meronOdds, wala: fight.walaOdds, draw: fight.drawOdds },
    closesInMs: open && fight.closesAt ? fight.closesAt.getTime() - now.getTime() : null,
    result: fight.result,
  };
}

/** A bet as the page lists it: open until the fight is settled, then won, lost, push (stake back) or void. */
export function betView({ round, bet, fight, arena }: BetWithFight): CockfightBet {
  const paid = round.state === 'settled' || round.state === 'decided' ? (round.winMinor ?? 0n) : null;
  const status =
    round.state === 'rolled_back' || round.state === 'rolling_back'
      ? 'void'
      : paid === null
        ? 'open'
        : bet.outcome === 'push'
          ? 'push'
          : paid > 0n
            ? 'won'
            : 'lost';
  return {
    betId: round.id,
    fightId: fight.id,
    arenaName: arena.name,
    fightNumber: fight.number,
    meron: fight.meron,
    wala: fight.wala,
    side: bet.side,
    odds: bet.oddsMilli,
    stake: toWireMoney(round.stakeMinor),
    potentialReturn: toWireMoney(potentialReturnMinor(round.stakeMinor, [bet.oddsMilli])),
    status,
    paid: status === 'void' || paid === null ? null : toWireMoney(paid),
    placedAt: round.createdAt.toISOString(),
  };
}
