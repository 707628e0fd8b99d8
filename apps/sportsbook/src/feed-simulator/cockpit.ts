import type { CockfightResult, CockfightFightState } from '@ficha/contract';
import type { FeedFight } from '../feed/feed-adapter.ts';
import { hashOf, randomFrom } from './random.ts';

/** The simulator's arena (decision 0072). */
export const cockpit = { id: 'ficha-pit', name: 'Ficha Cockpit Arena' } as const;

/**
 * A fight's slot, in match minutes from its start: announced (scheduled) until the window opens at minute 1, the
 * window open until minute 4, the fight on (closed) until minute 6, then the result. The next fight's slot starts
 * there: with the default minute of 10 s, a fight every minute, its window open 30 s.
 */
export const fightSlotMinutes = 6;
const windowOpensMinute = 1;
const windowClosesMinute = 4;
/** Fights listed: the last results, the one on now and the next ones. */
const resultsListed = 10;
const upcomingListed = 2;
/** The book's margin on MERON and WALA; DRAW pays 8 to 1 (decimal 9.000), as sabong books pay it. */
const margin = 0.05;
const drawOddsMilli = 9_000;
const drawChance = 0.04;
const cancelChance = 0.03;
const dayMs = 86_400_000;

/** Entries are named after their breeders' farms, as cockpits announce them. */
const entries = [
  'Blue Ridge Farm',
  'Golden Spur',
  'Red Hackle',
  'Iron Gaff',
  'Lucky Seven',
  'Bulacan Kings',
  'Batangas Pride',
  'Cebu Warriors',
  'Sweater Lane',
  'Kelso Hill',
  'Hatch Brothers',
  'Roundhead Valley',
  'Davao Thunder',
  'Pampanga Stars',
  'Mindoro Greys',
  'Ilocos Claret',
];

/** MERON or WALA at the chance of winning a fight that is decided (a draw returns their stakes), less the margin. */
const priced = (chance: number) => Math.min(Math.floor(((1 - margin) / chance) * 1000), 1_000_000);

/** The cockpit's fights at simulated time `atMs`: a pure function of the seed and the time, like the matches. */
export function cockpitFights(seed: string, atMs: number, minuteMs: number): FeedFight[] {
  const nowMinute = atMs / minuteMs;
  const current = Math.floor(nowMinute / fightSlotMinutes);
  const fights: FeedFight[] = [];
  for (let slot = current - resultsListed; slot <= current + upcomingListed; slot++) {
    fights.push(fightAt(seed, slot, nowMinute, minuteMs));
  }
  return fights;
}

function fightAt(seed: string, slot: number, nowMinute: number, minuteMs: number): FeedFight {
  const random = randomFrom(hashOf(seed, 'cockfight', slot));
  const first = Math.floor(random() * entries.length);
  let second = Math.floor(random() * (entries.length - 1));
  if (second >= first) second += 1;
  const meronChance = 0.4 + random() * 0.2;
  const called = random() < cancelChance;
  const pick = random();
  const result: CockfightResult | null = called
    ? null
    : pick < drawChance
      ? 'draw'
      : pick < drawChance + (1 - drawChance) * meronChance
        ? 'meron'
        : 'wala';
  const startMinute = slot * fightSlotMinutes;
  const minute = nowMinute - startMinute;
  const state: CockfightFightState =
    minute < windowOpensMinute
      ? 'scheduled'
      : minute < windowClosesMinute
        ? 'open'
        : minute < fightSlotMinutes
          ? 'closed'
          : result === null
            ? 'cancelled'
            : 'settled';
  // Fights are numbered from 1 each (UTC) day of the simulated clock, as a cockpit numbers its card.
  const startMs = startMinute * minuteMs;
  const firstOfDay = Math.ceil(Math.floor(startMs / dayMs) * (dayMs / minuteMs / fightSlotMinutes));
  return {
    id: `${cockpit.id}:${slot}`,
    arenaId: cockpit.id,
    arenaName: cockpit.name,
    number: slot - firstOfDay + 1,
    meron: entries[first]!,
    wala: entries[second]!,
    state,
    odds: { meron: priced(meronChance), wala: priced(1 - meronChance), draw: drawOddsMilli },
    opensAt: new Date((startMinute + windowOpensMinute) * minuteMs).toISOString(),
    closesAt: new Date((startMinute + windowClosesMinute) * minuteMs).toISOString(),
    result: state === 'settled' ? result : null,
  };
}
