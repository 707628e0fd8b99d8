/**
 * The time a crash room runs on: milliseconds now, and a wake-up at a given time. Production uses the system
 * clock and timers; tests use a manual clock they move by hand (test/manual-room-clock.ts), so nothing sleeps.
 */
export interface RoomClock {
  now(): number;
  /** Calls `wake` once at `at` (ms, same scale as now()) or soon after; answers a cancel function. */
  wakeAt(at: number, wake: () => void): () => void;
}

export const systemRoomClock: RoomClock = {
  now: () => Date.now(),
  wakeAt(at, wake) {
    const timer = setTimeout(wake, Math.max(0, at - Date.now()));
    timer.unref();
    return () => clearTimeout(timer);
  },
};
