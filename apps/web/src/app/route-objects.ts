import type { RouteObject } from 'react-router';

/** What a route shows: a component, or a `lazy` object that loads it. */
export type PageRoute = Pick<RouteObject, 'Component' | 'lazy'>;

/**
 * A route's own copy of a page: React Router clears the properties of a `lazy` object once it has loaded them, so
 * two routes sharing one object (`/rng` and `/bgs` both show the game list) would leave the second without its
 * component — a blank page when moving from one to the other.
 */
function ownCopy(page: PageRoute): PageRoute {
  return page.lazy && typeof page.lazy === 'object' ? { ...page, lazy: { ...page.lazy } } : page;
}

/**
 * The route object of one route of the table: its page, behind its gate when it has one (the gate's outlet shows
 * the page as its index child, with `errorBoundary` around it). Page and gate are copied for this route.
 */
export function pageRouteObject(
  base: RouteObject,
  page: PageRoute,
  gate: PageRoute | null,
  errorBoundary: RouteObject['ErrorBoundary'],
): RouteObject {
  const own = ownCopy(page);
  if (!gate) return { ...base, ...own } as RouteObject;
  return {
    ...base,
    ...ownCopy(gate),
    children: [{ index: true, ErrorBoundary: errorBoundary, ...own }],
  } as RouteObject;
}
