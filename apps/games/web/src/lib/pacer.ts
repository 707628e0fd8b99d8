/**
 * The pauses of one animated round, skippable: `skip()` (the player tapped the board) ends the pause under
 * way and makes every later one end at once, so the round's result shows straight away.
 */
export interface Pacer {
  wait: (ms: number) => Promise<void>;
  skip: () => void;
  readonly skipped: boolean;
}

export function createPacer(): Pacer {
  let skipped = false;
  const pending = new Set<() => void>();
  return {
    wait(ms) {
      if (skipped || ms <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pending.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        pending.add(done);
      });
    },
    skip() {
      skipped = true;
      for (const done of [...pending]) done();
    },
    get skipped() {
      return skipped;
    },
  };
}
