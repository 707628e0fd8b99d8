import type { Sport } from '../feed/feed-adapter.ts';
import { hashOf, randomFrom } from './random.ts';

/** Leagues and sides the simulator draws fixtures from (invented names, as a feed would give them). */
const rosters: Record<Sport, { leagues: string[]; sides: string[] }> = {
  football: {
    leagues: ['Liga Costa Norte', 'Premier Atlántico', 'Copa Andina'],
    sides: [
      'Real Marbella',
      'Atlético Lumen',
      'Deportivo Sierra',
      'Northgate United',
      'Riverside Rovers',
      'FC Halvorsen',
      'Sporting Azul',
      'Olímpico Pampa',
      'Kingsbridge Athletic',
      'Unión Puerto',
      'Racing Ventoso',
      'Dynamo Lakeside',
    ],
  },
  basketball: {
    leagues: ['Liga Continental', 'Pacific Hoops League'],
    sides: ['Bay Comets', 'Capital Lynx', 'Desert Hawks', 'Harbor Giants', 'Metro Foxes', 'Valle Toros', 'Summit Owls'],
  },
  tennis: {
    leagues: ['Open de Tierra Batida', 'Harbour Hard Court Masters'],
    sides: ['M. Okafor', 'L. Varga', 'S. Moreau', 'D. Ilić', 'T. Nakamura', 'R. Castell', 'A. Lindqvist', 'J. Pereira'],
  },
  cs2: {
    leagues: ['CS2 Pro Series', 'Frontier Cup'],
    sides: ['Nightfall', 'Crimson Pact', 'Iron Owls', 'Zenith Five', 'Polar Vortex', 'Sunfire'],
  },
  dota2: {
    leagues: ['Ancients League', 'Dire Masters'],
    sides: ['Mana Break', 'Radiant Dawn', 'Tusk Brigade', 'Roshan Hunters', 'Aegis Guard', 'Tidecallers'],
  },
  lol: {
    leagues: ['Rift Championship', 'Nexus Open'],
    sides: ['Baron Squad', 'Dragon Soul', 'Inhibitor', 'Blue Buff', 'Void Grubs', 'Elder Five'],
  },
};

/**
 * Each sport's fixtures of one schedule cycle, as minute offsets from the cycle's start: two already live when
 * the cycle starts, one that finished just before it, the rest starting soon and later on.
 */
const cycleOffsets: Record<Sport, number[]> = {
  football: [-50, -15, -200, 5, 20, 45, 90, 150],
  basketball: [-30, -150, 10, 60, 120],
  tennis: [-40, -200, 15, 75, 140],
  cs2: [-45, -200, 10, 70],
  dota2: [-20, -220, 25, 100],
  lol: [-25, -180, 30, 110],
};
/** A cycle repeats every this many match minutes, so the schedule never runs dry. */
export const cycleMinutes = 180;

export interface Fixture {
  id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  /** Match minutes from the simulator's epoch. */
  startMinute: number;
  /** How much better the home side is, in [-1, 1]. */
  strength: number;
  cancelled: boolean;
}

/** The fixtures of cycle `cycle`, drawn from the seed. */
export function fixturesOf(seed: string, cycle: number): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const sport of Object.keys(rosters) as Sport[]) {
    const { leagues, sides } = rosters[sport];
    cycleOffsets[sport].forEach((offset, index) => {
      const id = `${sport}-${cycle}-${index}`;
      const random = randomFrom(hashOf(seed, id));
      const home = Math.floor(random() * sides.length);
      const away = (home + 1 + Math.floor(random() * (sides.length - 1))) % sides.length;
      fixtures.push({
        id,
        sport,
        league: leagues[Math.floor(random() * leagues.length)]!,
        home: sides[home]!,
        away: sides[away]!,
        startMinute: cycle * cycleMinutes + offset,
        strength: Math.round((random() * 2 - 1) * 100) / 100,
        // About one upcoming fixture in twenty-five is called off at kick-off (its bets are void).
        cancelled: random() < 0.04 && offset > 0,
      });
    });
  }
  return fixtures;
}
