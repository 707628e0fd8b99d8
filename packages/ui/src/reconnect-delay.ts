const baseMs = 1_000;
const maxMs = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 = the first after a loss): exponential from 1 s,
 * capped at 30 s, with "full jitter" so that tabs dropped together by a server restart do not all return
 * at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
