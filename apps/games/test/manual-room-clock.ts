import type { RoomClock } from '../src/modules/crash/room-clock.ts';

/** A room clock that moves only when the test says so; wake-ups fire as it passes them. */
export class ManualRoomClock implements RoomClock {
  private time: number;
  private wakes: { at: number; wake: () => void }[] = [];

  constructor(start = Date.UTC(2026, 10, 22, 3, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  wakeAt(at: number, wake: () => void): () => void {
    const entry = { at, wake };
    this.wakes.push(entry);
    return () => {
      this.wakes = this.wakes.filter((w) => w !== entry);
    };
  }

  /** Moves the clock forward by `ms`, firing every wake-up due by then in time order. */
  advance(ms: number): void {
    this.set(this.time + ms);
  }

  set(time: number): void {
    if (time < this.time) throw new RangeError('a room clock never goes back');
    this.time = time;
    const due = this.wakes.filter((w) => w.at <= time).sort((a, b) => a.at - b.at);
    this.wakes = this.wakes.filter((w) => w.at > time);
    for (const w of due) w.wake();
  }
}
