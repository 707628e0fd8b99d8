import { describe, expect, it } from 'vitest';
import type { GameRow, GameVendorRow } from '../../db/schema/index.ts';
import { buildLanes, filterGames, laneOf, localName, pageOf, searchKey } from './catalog-view.ts';

const noRules = { esportVendors: [], cockfightVendors: [], excludedRngVendors: [] };
let nextId = 1;

function vendor(vassalage: string, gameType: string, extra: Partial<GameVendorRow> = {}): GameVendorRow {
  const id = nextId++;
  const now = new Date(0);
  return {
    id,
    merchantId: 1,
    vassalage,
    providerCode: vassalage,
    sourceCategory: gameType,
    gameType,
    displayName: vassalage,
    sort: id,
    enabled: true,
    maintenance: false,
    largeIconUrl: null,
    smallIconUrl: null,
    listed: true,
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

function game(v: GameVendorRow, gameCode: string, extra: Partial<GameRow> = {}): GameRow {
  const now = new Date(0);
  return {
    nodeId: nextId++,
    merchantId: 1,
    vendorId: v.id,
    gameId: gameCode,
    gameCode,
    isGame: 'GAME',
    name: gameCode,
    names: {},
    iconUrl: null,
    isHot: false,
    classify: [],
    enabled: true,
    maintenance: false,
    sort: 0,
    listed: true,
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

describe('lane rules (SPEC §4 "Categories")', () => {
  const rules = { esportVendors: ['IMES'], cockfightVendors: ['SV3'], excludedRngVendors: ['FICHA'] };

  it('moves listed sports vendors to COCKFIGHT and ESPORTS and excluded RNG vendors to INHOUSE', () => {
    expect(laneOf({ vassalage: 'SV3', gameType: 'SPORTS' }, rules)).toBe('COCKFIGHT');
    expect(laneOf({ vassalage: 'IMES', gameType: 'SPORTS' }, rules)).toBe('ESPORTS');
    expect(laneOf({ vassalage: 'FICHA', gameType: 'RNG' }, rules)).toBe('INHOUSE');
    expect(laneOf({ vassalage: 'SBO', gameType: 'SPORTS' }, rules)).toBe('SPORTS');
  });

  it('moves a vendor only out of the lane the rule names', () => {
    expect(laneOf({ vassalage: 'SV3', gameType: 'LIVE' }, rules)).toBe('LIVE');
    expect(laneOf({ vassalage: 'FICHA', gameType: 'FISH' }, rules)).toBe('FISH');
    expect(laneOf({ vassalage: 'SV3', gameType: 'SPORTS' }, noRules)).toBe('SPORTS');
  });

  it('orders lanes ESPORTS and COCKFIGHT after SPORTS and INHOUSE after RNG, and leaves out vendors without games', () => {
    const sports = vendor('SBO', 'SPORTS');
    const cockfight = vendor('SV3', 'SPORTS');
    const slots = vendor('PG', 'RNG');
    const ours = vendor('FICHA', 'RNG');
    const empty = vendor('EMPTY', 'LIVE');
    const rows = {
      vendors: [ours, slots, cockfight, sports, empty],
      games: [
        game(sports, 'sbo'),
        game(cockfight, 'sv3'),
        game(slots, 'pg-1'),
        game(slots, 'pg-2'),
        game(ours, 'dice'),
      ],
    };
    const { lanes } = buildLanes(rows, rules);
    expect(lanes.map((l) => l.title)).toEqual(['SPORTS', 'COCKFIGHT', 'RNG', 'INHOUSE']);
    expect(lanes[0]?.cards[0]).toMatchObject({ vassalage: 'SBO', isGame: 'GAME', gameCode: 'sbo', gameCount: 1 });
    expect(lanes[2]?.cards[0]).toMatchObject({ vassalage: 'PG', isGame: 'VASSALAGE', gameCode: null, gameCount: 2 });
  });

  it('answers prize mode ELOTT only when the ELOTT lane has TCG_LOTTO_VN or LOTT', () => {
    const other = vendor('OTHER', 'ELOTT');
    expect(buildLanes({ vendors: [other], games: [game(other, 'x')] }, noRules).prizeMode).toBe('LOTT');
    const vn = vendor('TCG_LOTTO_VN', 'ELOTT');
    expect(buildLanes({ vendors: [vn], games: [game(vn, 'vn')] }, noRules).prizeMode).toBe('ELOTT');
    const lott = vendor('LOTT', 'ELOTT');
    expect(buildLanes({ vendors: [lott], games: [game(lott, 'l')] }, noRules).prizeMode).toBe('ELOTT');
    const lottInLott = vendor('LOTT', 'LOTT');
    expect(buildLanes({ vendors: [lottInLott], games: [game(lottInLott, 'l')] }, noRules).prizeMode).toBe('LOTT');
  });

  it('counts classify tags per lane', () => {
    const slots = vendor('PG', 'RNG');
    const rows = {
      vendors: [slots],
      games: [game(slots, 'a', { classify: ['NEW', 'JACKPOT'] }), game(slots, 'b', { classify: ['NEW'] })],
    };
    expect(buildLanes(rows, noRules).lanes[0]?.gameClassify).toEqual([
      { key: 'JACKPOT', displayName: 'JACKPOT', gameCount: 1 },
      { key: 'NEW', displayName: 'NEW', gameCount: 2 },
    ]);
  });
});

describe('names and search', () => {
  const slots = vendor('PG', 'RNG');
  const dragon = game(slots, 'dragon', {
    name: 'Dragon Provider',
    names: { ES: 'Dragón de oro', EN: 'Golden Dragon' },
  });
  const plain = game(slots, 'plain', { name: 'Plain Slot', names: { ES: 'Tragaperras' } });
  const rows = { vendors: [slots], games: [dragon, plain] };
  const context = (language: 'ES' | 'EN' | 'AR') => ({ language, defaultLanguage: 'ES' as const, rules: noRules });

  it('names a game in the language, else the merchant default, else the provider name', () => {
    expect(localName(dragon, 'EN', 'ES')).toBe('Golden Dragon');
    expect(localName(plain, 'EN', 'ES')).toBe('Tragaperras');
    expect(localName(plain, 'EN', 'EN')).toBe('Plain Slot');
  });

  it('searches the name in any language and the vendor, ignoring case and accents', () => {
    expect(filterGames(rows, { name: 'DRAGON' }, context('ES')).map((g) => g.gameCode)).toEqual(['dragon']);
    expect(filterGames(rows, { name: 'golden' }, context('ES')).map((g) => g.gameCode)).toEqual(['dragon']);
    expect(filterGames(rows, { name: 'tragaperras' }, context('AR')).map((g) => g.gameCode)).toEqual(['plain']);
    expect(filterGames(rows, { name: 'pg' }, context('EN')).map((g) => g.gameCode)).toEqual(['dragon', 'plain']);
    expect(filterGames(rows, { name: 'roulette' }, context('EN'))).toEqual([]);
    expect(searchKey('Dragón')).toBe('dragon');
  });

  it('pages with at least one page', () => {
    expect(pageOf([], 1, 20)).toEqual({ page: [], pageNo: 1, totalPages: 1, totalCount: 0 });
    expect(pageOf([1, 2, 3], 2, 2)).toEqual({ page: [3], pageNo: 2, totalPages: 2, totalCount: 3 });
  });
});
