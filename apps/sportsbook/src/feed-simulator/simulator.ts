import { decideSelection, selectionsOf, type EventResult, type MarketSpec } from '../betting/markets.ts';
import { maxOddsMilli, minOddsMilli } from '../betting/odds.ts';
import type { FeedEvent, FeedMarket, FeedSnapshot } from '../feed/feed-adapter.ts';
import { cockpitFights } from './cockpit.ts';
import { correctedResult, isCorrected } from './corrections.ts';
import { cycleMinutes, fixturesOf, type Fixture } from './fixtures.ts';
import { hashOf, randomFrom } from './random.ts';
import { sportModels, type MatchState, type Script } from './sport-models.ts';

export interface SimulatorOptions {
  /** Everything the simulator plays follows from it: the same seed replays the same feed. */
  seed: string;
  /** Simulated time (ms) at which cycle 0 starts. */
  epochMs: number;
  /** How long one match minute lasts in simulated time (ms). */
  minuteMs: number;
  /** The share of finished matches whose result is later corrected (decision 0083); 0 (default): none. */
  correctionRate?: number;
  /** How many match minutes after the end a correction comes (default 15). */
  correctionAfterMinutes?: number;
}

/** Samples of the rest of a match the odds are priced on; the bookmaker's margin on every price. */
const samples = 200;
const margin = 0.06;
/** Pre-match prices are redrawn this often (match minutes): the odds move before kick-off too. */
const preMatchMoveMinutes = 10;
/** Fixtures listed: started at most this long ago (finished ones stay listed a while), or starting within it. */
const windowMinutes = 300;

/**
 * The feed simulator (decision 0057): football, basketball, tennis and e-sports fixtures on a repeating schedule,
 * each match scripted from the seed (its goals, points, sets or maps), live minute and score from the time,
 * markets suspended on dangerous moments, and odds priced by playing the rest of the match `samples` times from
 * where it stands — so they move with the score and the clock — with a margin; and a cockfight arena whose
 * fights open, close and end on a schedule (cockpit.ts, decision 0072). A pure function of the time.
 */
export function createFeedSimulator(options: SimulatorOptions) {
  const { seed, epochMs, minuteMs } = options;
  const correctionRate = options.correctionRate ?? 0;
  const correctionAfterMinutes = options.correctionAfterMinutes ?? 15;
  const scripts = new Map<string, Script>();
  const prices = new Map<string, FeedMarket[]>();

  const scriptOf = (fixture: Fixture): Script => {
    let script = scripts.get(fixture.id);
    if (!script) {
      const start: MatchState = { minute: 0, home: 0, away: 0, units: [] };
      script = sportModels[fixture.sport].play(randomFrom(hashOf(seed, fixture.id, 'script')), fixture.strength, start);
      scripts.set(fixture.id, script);
    }
    return script;
  };

  const stateAt = (script: Script, minute: number): MatchState => {
    const state: MatchState = { minute, home: 0, away: 0, units: [] };
    for (const moment of script.moments) {
      if (moment.minute > minute) break;
      state[moment.side] += moment.points;
    }
    if (script.result.maps) state.units = script.result.maps.slice(0, state.home + state.away);
    return state;
  };

  /** Fair prices from the sampled ends of the match, less the margin; a selection no sample pays is not offered. */
  function price(fixture: Fixture, state: MatchState, priceKey: string, suspended: boolean): FeedMarket[] {
    const key = `${fixture.id}:${priceKey}`;
    let markets = prices.get(key);
    if (!markets) {
      const model = sportModels[fixture.sport];
      const ends: EventResult[] = [];
      for (let i = 0; i < samples; i++) {
        ends.push(model.play(randomFrom(hashOf(seed, key, i)), fixture.strength, state).result);
      }
      markets = model.markets(fixture.strength).map((spec) => marketOf(fixture.id, spec, ends));
      prices.set(key, markets);
    }
    return markets.map((market) => ({ ...market, suspended }));
  }

  function eventAt(fixture: Fixture, nowMinute: number): FeedEvent {
    const script = scriptOf(fixture);
    const minute = Math.floor(nowMinute - fixture.startMinute);
    const base = {
      id: fixture.id,
      sport: fixture.sport,
      league: fixture.league,
      home: fixture.home,
      away: fixture.away,
      startsAt: new Date(epochMs + fixture.startMinute * minuteMs).toISOString(),
    };
    if (minute < 0) {
      const move = Math.floor(nowMinute / preMatchMoveMinutes);
      const start: MatchState = { minute: 0, home: 0, away: 0, units: [] };
      return {
        ...base,
        status: 'scheduled',
        minute: null,
        score: { home: 0, away: 0 },
        markets: price(fixture, start, `pre:${move}`, false),
        result: null,
        resultVersion: 1,
      };
    }
    if (fixture.cancelled) {
      return {
        ...base,
        status: 'cancelled',
        minute: null,
        score: { home: 0, away: 0 },
        markets: [],
        result: null,
        resultVersion: 1,
      };
    }
    if (minute >= script.duration) {
      const corrected =
        minute >= script.duration + correctionAfterMinutes && isCorrected(seed, fixture.id, correctionRate);
      const result = corrected ? correctedResult(script.result) : script.result;
      return {
        ...base,
        status: 'finished',
        minute: null,
        score: { home: result.home, away: result.away },
        markets: [],
        result,
        resultVersion: corrected ? 2 : 1,
      };
    }
    const state = stateAt(script, minute);
    const dangerous = sportModels[fixture.sport].dangerous(script, minute);
    return {
      ...base,
      status: 'live',
      minute,
      score: { home: state.home, away: state.away },
      markets: price(fixture, state, `live:${minute}`, dangerous),
      result: null,
      resultVersion: 1,
    };
  }

  return {
    /** The feed as it stands at simulated time `atMs`. */
    snapshotAt(atMs: number): FeedSnapshot {
      const nowMinute = (atMs - epochMs) / minuteMs;
      const cycle = Math.floor(nowMinute / cycleMinutes);
      const events: FeedEvent[] = [];
      for (const c of [cycle - 2, cycle - 1, cycle, cycle + 1]) {
        for (const fixture of fixturesOf(seed, c)) {
          if (Math.abs(fixture.startMinute - nowMinute) > windowMinutes) continue;
          events.push(eventAt(fixture, nowMinute));
        }
      }
      events.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
      if (prices.size > 5_000) prices.clear();
      return { at: new Date(atMs).toISOString(), events, fights: cockpitFights(seed, atMs, minuteMs) };
    },
  };
}

export type FeedSimulator = ReturnType<typeof createFeedSimulator>;

/** Correct scores the simulator offers (others are taken only if listed). */
const correctScores = ['0-0', '1-0', '0-1', '1-1', '2-0', '0-2', '2-1', '1-2', '2-2', '3-0', '0-3', '3-1', '1-3'];

function marketOf(eventId: string, spec: MarketSpec, ends: EventResult[]): FeedMarket {
  const selections = spec.kind === 'correct_score' ? correctScores : selectionsOf(spec);
  const odds: Record<string, number> = {};
  for (const selection of selections) {
    // Fair odds o make a bet break even: Σ p·factor(o) = 1, with the factors of odds.ts.
    let win = 0;
    let back = 0;
    for (const end of ends) {
      const outcome = decideSelection(spec, selection, end);
      if (outcome === 'win') win += 1;
      else if (outcome === 'push' || outcome === 'void') back += 1;
      else if (outcome === 'half_win') {
        win += 0.5;
        back += 0.5;
      } else if (outcome === 'half_lose') back += 0.5;
    }
    if (win === 0) continue;
    const fair = (ends.length - back) / win;
    const milli = Math.floor(fair * (1 - margin) * 1000);
    if (milli >= minOddsMilli) odds[selection] = Math.min(milli, maxOddsMilli);
  }
  return { id: `${eventId}:${spec.kind}:${spec.line}:${spec.map}`, ...spec, suspended: false, odds };
}
