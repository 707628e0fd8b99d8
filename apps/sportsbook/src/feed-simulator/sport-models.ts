import type { EventResult, MarketSpec } from '../betting/markets.ts';
import type { Sport } from '../feed/feed-adapter.ts';

/** Where a match stands: the minute played and the score (maps or sets won, and who won each, for those). */
export interface MatchState {
  minute: number;
  home: number;
  away: number;
  units: Array<'home' | 'away'>;
}

/** A match played out from a state: every scoring moment after it, and where it ends. */
export interface Script {
  moments: Array<{ minute: number; side: 'home' | 'away'; points: number }>;
  duration: number;
  result: EventResult;
}

/**
 * How a sport is played by the simulator: the scoring of the rest of a match from a state (`strength` in [-1, 1]:
 * how much the home side is the better one), its markets, and the minutes that are dangerous (markets suspended).
 */
export interface SportModel {
  play(random: () => number, strength: number, from: MatchState): Script;
  markets(strength: number): MarketSpec[];
  dangerous(script: Script, minute: number): boolean;
}

const spec = (kind: MarketSpec['kind'], line = 0, map = 0): MarketSpec => ({ kind, line, map });

/** Goals minute by minute (football, 90 minutes). */
const football: SportModel = {
  play(random, strength, from) {
    const rate = { home: (1.45 * Math.exp(0.45 * strength)) / 90, away: (1.15 * Math.exp(-0.45 * strength)) / 90 };
    const moments: Script['moments'] = [];
    const score = { home: from.home, away: from.away };
    for (let minute = from.minute + 1; minute <= 90; minute++) {
      for (const side of ['home', 'away'] as const) {
        if (random() < rate[side]) {
          moments.push({ minute, side, points: 1 });
          score[side] += 1;
        }
      }
    }
    return { moments, duration: 90, result: { ...score } };
  },
  markets: (strength) => {
    // The favourite gives a quarter line: -0.25 or -0.75 (home) or the mirror.
    const handicap = strength > 0.35 ? -3 : strength > 0 ? -1 : strength > -0.35 ? 1 : 3;
    return [
      spec('1x2'),
      spec('handicap', handicap),
      spec('total', 10),
      spec('total', 9),
      spec('btts'),
      spec('correct_score'),
    ];
  },
  // A goal in the coming minute: the attack that leads to it is on.
  dangerous: (script, minute) => script.moments.some((moment) => moment.minute === minute + 1),
};

/** Points minute by minute (basketball, 48 minutes, 5-minute overtimes until someone leads). */
const basketball: SportModel = {
  play(random, strength, from) {
    const perTry = { home: 0.56 + 0.05 * strength, away: 0.56 - 0.05 * strength };
    const moments: Script['moments'] = [];
    const score = { home: from.home, away: from.away };
    let duration = 48;
    for (let minute = from.minute + 1; ; minute++) {
      if (minute > duration) {
        if (score.home !== score.away) break;
        duration += 5;
      }
      for (const side of ['home', 'away'] as const) {
        let points = 0;
        for (let attempt = 0; attempt < 4; attempt++) if (random() < perTry[side]) points += 1;
        if (points > 0) {
          moments.push({ minute, side, points });
          score[side] += points;
        }
      }
    }
    return { moments, duration, result: { ...score } };
  },
  markets: (strength) => {
    const spread = Math.round(strength * 8);
    return [spec('winner'), spec('handicap', -4 * spread + 2), spec('total', 4 * 214 + 2)];
  },
  // The breaks between quarters.
  dangerous: (_script, minute) => minute === 12 || minute === 24 || minute === 36,
};

/** Best of three units (tennis sets, e-sports maps), each `unitMinutes` long; `maps`: the winners are listed. */
function bestOfThree(unitMinutes: number, maps: boolean): SportModel {
  return {
    play(random, strength, from) {
      const units = [...from.units];
      const moments: Script['moments'] = [];
      const won = () => ({
        home: units.filter((u) => u === 'home').length,
        away: units.filter((u) => u === 'away').length,
      });
      while (Math.max(won().home, won().away) < 2) {
        const side = random() < 0.5 + 0.3 * strength ? 'home' : 'away';
        units.push(side);
        moments.push({ minute: units.length * unitMinutes, side, points: 1 });
      }
      const score = won();
      return {
        moments: moments.filter((moment) => moment.minute > from.minute),
        duration: units.length * unitMinutes,
        result: { ...score, ...(maps ? { maps: units } : {}) },
      };
    },
    markets: () =>
      maps
        ? [spec('winner'), spec('map_winner', 0, 1), spec('map_winner', 0, 2), spec('map_total', 10)]
        : [spec('winner'), spec('total', 10), spec('handicap', -6), spec('handicap', 6)],
    // The last minute of a set or map.
    dangerous: (script, minute) => script.moments.some((moment) => moment.minute === minute + 1),
  };
}

export const sportModels: Record<Sport, SportModel> = {
  football,
  basketball,
  tennis: bestOfThree(40, false),
  cs2: bestOfThree(35, true),
  dota2: bestOfThree(40, true),
  lol: bestOfThree(30, true),
};
