/** A page of a game list as the server answers it (pages of 20, SPEC §7.2). */
export interface PageInfo {
  pageNo: number;
  totalPages: number;
}

/** The page to load after `last`, or undefined when it was the last one. */
export function nextPageNo(last: PageInfo): number | undefined {
  return last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;
}

/** How many items of `totalCount` are still to load after `loaded`. */
export function remainingCount(totalCount: number, loaded: number): number {
  return Math.max(0, totalCount - loaded);
}
