import {
  cockfightBetSchema,
  cockfightFightStates,
  cockfightSides,
  languageCodes,
  oddsChangePolicies,
  sportsbookGameCodes,
  sportsbookSports,
  sportsBetSchema,
  sportsLegOutcomes,
  sportsMarketKinds,
  sportsOddsFormats,
} from '@ficha/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The betting pages' texts: every language of the site, each with the Spanish keys and placeholders. */
const textsOf = (tag: string) =>
  JSON.parse(readFileSync(new URL(`${tag}/sports.json`, import.meta.url), 'utf8')) as Record<string, string>;
const tags = languageCodes.map((code) => code.toLowerCase());
const spanish = textsOf('es');
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('sportsbook texts', () => {
  it('hold, in Spanish, every key the pages build from data', () => {
    const built = [
      ...sportsbookGameCodes.map((lane) => `lane_${lane}`),
      ...sportsbookSports.map((sport) => `sport_${sport}`),
      ...sportsMarketKinds.map((kind) => `market_${kind}`),
      ...oddsChangePolicies.map((policy) => `odds_change_${policy}`),
      ...sportsOddsFormats.map((format) => `odds_format_${format}`),
      ...sportsBetSchema.shape.status.options.map((status) => `bet_status_${status}`),
      ...sportsLegOutcomes.map((outcome) => `leg_outcome_${outcome}`),
      ...cockfightSides.map((side) => `cockfight_side_${side}`),
      ...cockfightFightStates.map((state) => `cockfight_state_${state}`),
      ...cockfightBetSchema.shape.status.options.map((status) => `bet_status_${status}`),
    ];
    for (const key of built) expect(spanish, key).toHaveProperty([key]);
  });

  it.each(tags)('%s has the Spanish keys, none empty, with the same placeholders', (tag) => {
    const texts = textsOf(tag);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(spanish).sort());
    for (const [key, text] of Object.entries(spanish)) {
      expect(texts[key]?.trim(), `${tag}:${key}`).toBeTruthy();
      expect(placeholdersOf(texts[key] ?? ''), `${tag}:${key}`).toEqual(placeholdersOf(text));
    }
  });
});
