const maxPage = 100_000;

/** The 1-based page of `?page=N`; anything missing or odd is page 1. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}
