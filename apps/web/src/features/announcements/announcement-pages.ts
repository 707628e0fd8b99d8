import { businessConstants } from '@ficha/contract';

/** What the pager shows: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

const { announcementPageSize } = businessConstants;
const { marginPages, pageRange } = businessConstants.announcementPagination;

/** How many pages `count` items fill (at least one, so an empty list still has its page). */
export function pageCountOf(count: number, pageSize = announcementPageSize): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A page number kept within 1 and the last page. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pageCount);
}

/** The items of one page (1-based) of the list, 9 titles a page (SPEC §9). */
export function itemsOfPage<T>(items: readonly T[], page: number, pageSize = announcementPageSize): T[] {
  const start = (clampPage(page, pageCountOf(items.length, pageSize)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * The pager (SPEC §2.5: margin pages 1, page range 5): the first and last `margin` pages, a window of
 * `range` pages around the current one (shifted to fit at the ends), and a gap for each run left out. A gap
 * that would hide a single page shows that page instead.
 */
export function pagerItems(
  page: number,
  pageCount: number,
  options: { margin?: number; range?: number } = {},
): PagerItem[] {
  const margin = options.margin ?? marginPages;
  const range = options.range ?? pageRange;
  const current = clampPage(page, pageCount);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p += 1) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p += 1) shown.add(p);
  const windowSize = Math.min(range, pageCount);
  const windowStart = Math.min(Math.max(1, current - Math.floor((windowSize - 1) / 2)), pageCount - windowSize + 1);
  for (let p = windowStart; p < windowStart + windowSize; p += 1) shown.add(p);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/**
 * The popup's state: the page shown and the open item on it (an index within the page, null when all are
 * closed). A new page opens its first item: the selection of the old page never carries over.
 */
export interface ListState {
  page: number;
  selected: number | null;
}

export const initialListState: ListState = { page: 1, selected: 0 };

export function goToPage(state: ListState, page: number, pageCount: number): ListState {
  const next = clampPage(page, pageCount);
  return next === state.page ? state : { page: next, selected: 0 };
}

/** Clicking a title opens it, or closes it when it is the open one. */
export function toggleItem(state: ListState, index: number): ListState {
  return { ...state, selected: state.selected === index ? null : index };
}
