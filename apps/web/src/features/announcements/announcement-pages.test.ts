import { describe, expect, it } from 'vitest';
import {
  clampPage,
  goToPage,
  initialListState,
  itemsOfPage,
  pageCountOf,
  pagerItems,
  toggleItem,
  type PagerItem,
} from './announcement-pages.ts';

/** The pager as text: page numbers and … for gaps. */
const show = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('announcement pages', () => {
  it('puts 9 titles on a page', () => {
    const items = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(9)).toBe(1);
    expect(pageCountOf(10)).toBe(2);
    expect(itemsOfPage(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(itemsOfPage(items, 3)).toEqual([19, 20]);
    expect(itemsOfPage(items, 99)).toEqual([19, 20]);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it('shows every page when there are few', () => {
    expect(show(pagerItems(1, 1))).toBe('1');
    expect(show(pagerItems(3, 5))).toBe('1 2 3 4 5');
    // Six or seven pages: a gap would hide a single page, so that page shows.
    expect(show(pagerItems(1, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('shows margin 1 and a range of 5 around the current page, with gaps', () => {
    expect(show(pagerItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pagerItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pagerItems(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pagerItems(5, 20))).toBe('1 2 3 4 5 6 7 … 20');
  });

  it('opens the first item, toggles items, and resets the selection on a page change', () => {
    let state = initialListState;
    expect(state).toEqual({ page: 1, selected: 0 });
    state = toggleItem(state, 4);
    expect(state.selected).toBe(4);
    state = toggleItem(state, 4);
    expect(state.selected).toBeNull();
    state = toggleItem(state, 2);
    state = goToPage(state, 2, 3);
    expect(state).toEqual({ page: 2, selected: 0 });
    // The same page again, or a page out of range clamped to the current one, changes nothing.
    const open = toggleItem(state, 5);
    expect(goToPage(open, 2, 3)).toBe(open);
    expect(goToPage(goToPage(open, 9, 3), 3, 3).page).toBe(3);
  });
});
