/**
 * Where a draw stands on the page's clock, corrected by the server's time at the last answer (`offsetMs` =
 * server time − local time then), so a phone whose clock is off still counts down to the right second.
 */
export type DrawClock = { phase: 'open'; secondsLeft: number } | { phase: 'closed' };

export function drawClock(closeTime: string, nowMs: number, offsetMs: number): DrawClock {
  const left = Math.ceil((Date.parse(closeTime) - (nowMs + offsetMs)) / 1000);
  return left > 0 ? { phase: 'open', secondsLeft: left } : { phase: 'closed' };
}

/** `m:ss`, or `h:mm:ss` past an hour (a daily draw), always in Latin digits as the draw codes are. */
export function countdownText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
