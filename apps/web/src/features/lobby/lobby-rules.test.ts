import type { VendorCard } from '@ficha/contract';
import { businessConstants } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { gameTypeOfPath, gameTypePaths, typesWithVendors } from './game-types.ts';
import { listFilterOf, searchOf, withParam } from './list-filter.ts';
import { isLargeDropdown, navClickAction } from './nav-click.ts';
import { nextPageNo, remainingCount } from './paging.ts';
import { inPairs } from './slider-pairs.ts';
import { createThrottle } from './throttle.ts';
import { initialVendorCount, vendorListView } from './vendor-list.ts';

function card(vassalage: string, fields: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage,
    displayName: vassalage,
    gameType: 'SPORTS',
    lagerIcon: null,
    smallIcon: null,
    isGame: 'GAME',
    gameCode: `${vassalage}-1`,
    nodeId: 1,
    gameCount: 1,
    underMaintenance: false,
    ...fields,
  };
}

describe('header and side menu click rules (SPEC §2.2)', () => {
  it('launches the only vendor of a type directly', () => {
    const only = card('SABA');
    expect(navClickAction('SPORTS', [only])).toEqual({ kind: 'launch', card: only });
    expect(navClickAction('LIVE', [only])).toEqual({ kind: 'launch', card: only });
  });

  it('navigates to the page of a type with several vendors or none', () => {
    expect(navClickAction('SPORTS', [card('SABA'), card('CMD')])).toEqual({ kind: 'navigate' });
    expect(navClickAction('SPORTS', [])).toEqual({ kind: 'navigate' });
  });

  it.each(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG', 'INHOUSE'] as const)(
    'always navigates for %s, even with one vendor',
    (type) => {
      expect(navClickAction(type, [card('ONE')])).toEqual({ kind: 'navigate' });
    },
  );

  it('uses the large dropdown above 10 vendors only', () => {
    const above = businessConstants.headerLargeVendorDropdownAbove;
    expect(above).toBe(10);
    expect(isLargeDropdown(10, above)).toBe(false);
    expect(isLargeDropdown(11, above)).toBe(true);
  });
});

describe('game types and their pages', () => {
  it('maps every centre path to its type and back', () => {
    for (const [type, path] of Object.entries(gameTypePaths)) {
      expect(gameTypeOfPath(path)).toBe(type);
      expect(gameTypeOfPath(`${path}/`)).toBe(type);
    }
    expect(gameTypeOfPath('/bgs')).toBe('INHOUSE');
    expect(gameTypeOfPath('/favorite')).toBeUndefined();
    expect(gameTypeOfPath('/Sports')).toBeUndefined();
  });

  it('lists only the types with vendors, in the side menu order', () => {
    const lanes = [
      { title: 'RNG' as const, cards: [card('PG')] },
      { title: 'SPORTS' as const, cards: [card('SABA')] },
      { title: 'FISH' as const, cards: [] },
      { title: 'LIVE' as const, cards: [card('EVO')] },
      { title: 'INHOUSE' as const, cards: [card('FICHA')] },
    ];
    expect(typesWithVendors(lanes)).toEqual(['LIVE', 'SPORTS', 'RNG', 'INHOUSE']);
  });
});

describe('hot games slider in pairs (SPEC §2.5)', () => {
  it('groups items two by two, the last column holding one when the count is odd', () => {
    expect(inPairs([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(inPairs([1, 2])).toEqual([[1, 2]]);
    expect(inPairs([])).toEqual([]);
  });

  it('shows 6 per view with spacing 13', () => {
    expect(businessConstants.slider).toEqual({ perView: 6, spaceBetween: 13 });
  });
});

describe('home vendor lists (SPEC §2.1)', () => {
  const max = businessConstants.home.maxItemsPerVendorList;
  const items = Array.from({ length: 20 }, (_, index) => index);

  it('cuts a vendor list at 12 items and says when the vendor has more', () => {
    expect(max).toBe(12);
    expect(vendorListView(items, 20, max)).toEqual({ items: items.slice(0, 12), hasMore: true });
    expect(vendorListView(items.slice(0, 12), 30, max)).toEqual({ items: items.slice(0, 12), hasMore: true });
  });

  it('has no more with 12 items or fewer', () => {
    expect(vendorListView(items.slice(0, 12), 12, max)).toEqual({ items: items.slice(0, 12), hasMore: false });
    expect(vendorListView(items.slice(0, 3), 3, max)).toEqual({ items: [0, 1, 2], hasMore: false });
  });

  it('shows the configured number of vendors per type at first, else one', () => {
    const counts = businessConstants.home.initialVendors;
    expect(initialVendorCount('RNG', counts)).toBe(3);
    expect(initialVendorCount('LIVE', counts)).toBe(1);
    expect(initialVendorCount('PVP', counts)).toBe(1);
  });
});

describe('favourite toggle throttle (SPEC §9: 1 s)', () => {
  it('runs the first call and drops calls within 1000 ms after it', () => {
    let time = 10_000;
    const tryRun = createThrottle(businessConstants.throttle.favouriteToggleMs, () => time);
    expect(tryRun()).toBe(true);
    time += 999;
    expect(tryRun()).toBe(false);
    time += 1;
    expect(tryRun()).toBe(true);
    expect(tryRun()).toBe(false);
  });

  it('does not extend the window with dropped calls', () => {
    let time = 0;
    const tryRun = createThrottle(1000, () => time);
    expect(tryRun()).toBe(true);
    time = 600;
    expect(tryRun()).toBe(false);
    time = 1000;
    expect(tryRun()).toBe(true);
  });
});

describe('paging (pages of 20)', () => {
  it('asks for the next page until the last', () => {
    expect(businessConstants.pageSizes.gameList).toBe(20);
    expect(nextPageNo({ pageNo: 1, totalPages: 3 })).toBe(2);
    expect(nextPageNo({ pageNo: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageNo({ pageNo: 1, totalPages: 0 })).toBeUndefined();
  });

  it('counts what is left to load', () => {
    expect(remainingCount(45, 20)).toBe(25);
    expect(remainingCount(45, 45)).toBe(0);
    expect(remainingCount(10, 20)).toBe(0);
  });
});

describe('list centre filters from the URL', () => {
  it('keeps well-formed vendor, tag and search values', () => {
    const params = new URLSearchParams('vassalage=pg&classify=new&q=%20Dragon%20');
    expect(listFilterOf('RNG', params)).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'NEW',
      gameName: 'Dragon',
    });
  });

  it('ignores malformed values instead of sending them', () => {
    const params = new URLSearchParams('vassalage=<script>&classify=a b');
    expect(listFilterOf('LIVE', params)).toEqual({ gameType: 'LIVE' });
  });

  it('bounds the search at 64 characters', () => {
    expect(searchOf(new URLSearchParams(`q=${'x'.repeat(100)}`))).toHaveLength(64);
  });

  it('sets or removes one parameter and drops the dependent ones', () => {
    const params = new URLSearchParams('vassalage=PG&classify=NEW&q=x');
    expect(withParam(params, 'vassalage', 'JL', ['classify'])).toBe('?vassalage=JL&q=x');
    expect(withParam(params, 'q', '')).toBe('?vassalage=PG&classify=NEW');
    expect(withParam(new URLSearchParams('q=x'), 'q', '')).toBe('');
  });
});
