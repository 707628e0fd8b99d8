/**
 * A leading-edge throttle: the first call runs, calls within `intervalMs` after it are dropped (SPEC §9:
 * the favourite toggle runs at most once per 1000 ms). The clock is injected so the rule is testable.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return function tryRun(): boolean {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}
