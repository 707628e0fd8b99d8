export interface RefusalHoldOptions {
  /** How long a refusal's answer is held back; 0 answers at once. */
  delayMs: number;
  /** Answers held at most at once; beyond that a refusal is answered at once, so memory stays bounded. */
  capacity: number;
}

/**
 * Holds back the answer of a refusal for a while, at the cost of one timer and no work. A client that floods
 * over N connections and retries the moment it is refused gets at most N answers per `delayMs` instead of as many
 * as the CPU can write, so cheap refusals can't become a flood of their own.
 */
export function createRefusalHold(options: RefusalHoldOptions) {
  let held = 0;
  return {
    /** Resolves after the delay, or at once when the delay is 0 or `capacity` answers are already held. */
    async hold(): Promise<void> {
      if (options.delayMs <= 0 || held >= options.capacity) return;
      held += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, options.delayMs).unref());
      } finally {
        held -= 1;
      }
    },

    /** Answers held back now. */
    held: () => held,
  };
}

export type RefusalHold = ReturnType<typeof createRefusalHold>;
