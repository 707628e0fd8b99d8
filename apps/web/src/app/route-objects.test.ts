import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRouteObject, type PageRoute } from './route-objects.ts';

const GameList = () => null;
const Gate = () => null;
const Boundary = () => null;

/** One page object shared by two routes of the table, as `/rng` and `/bgs` share the game list. */
function sharedPage(): PageRoute {
  return { lazy: { Component: async () => GameList } };
}

describe('pageRouteObject', () => {
  it('gives each route its own lazy object: React Router empties one once loaded (a shared one left a blank page)', async () => {
    const page = sharedPage();
    const rng = pageRouteObject({ path: '/rng' }, page, null, Boundary);
    const bgs = pageRouteObject({ path: '/bgs' }, page, null, Boundary);
    expect(rng.lazy).not.toBe(bgs.lazy);
    expect(rng.lazy).not.toBe(page.lazy);
    // What React Router does after loading /rng's component; /bgs still loads its own.
    const rngLazy = rng.lazy as Record<string, unknown>;
    for (const key of Object.keys(rngLazy)) delete rngLazy[key];
    const load = (bgs.lazy as { Component?: () => Promise<unknown> }).Component;
    expect(await load?.()).toBe(GameList);
  });

  it("copies a gate too and puts the page under it as the gate's index route", () => {
    const page = sharedPage();
    const gate: PageRoute = { lazy: { Component: async () => Gate } };
    const first = pageRouteObject({ path: '/a' }, page, gate, Boundary);
    const second = pageRouteObject({ path: '/b' }, page, gate, Boundary);
    expect(first.lazy).not.toBe(second.lazy);
    expect(first.lazy).not.toBe(gate.lazy);
    const [child] = first.children as RouteObject[];
    expect(child).toMatchObject({ index: true, ErrorBoundary: Boundary });
    expect(child?.lazy).not.toBe(page.lazy);
    expect(first.path).toBe('/a');
  });

  it('keeps a plain component as it is', () => {
    const page: PageRoute = { Component: GameList };
    expect(pageRouteObject({ path: '/' }, page, null, Boundary)).toEqual({ path: '/', Component: GameList });
  });
});
