import { useEffect, useRef, useState } from 'react';
import { cooldownMsFor, isThrottled, remainingSeconds } from './code-cooldown.ts';

const tickMs = 1000;

/**
 * The "Obtener código" button's timing: clicks closer than a second apart are dropped, and after a send
 * the button waits expiredMinutes × 60 s, counting down each second.
 */
export function useCodeCooldown() {
  const [endsAtMs, setEndsAtMs] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(0);
  const lastRequestAtMs = useRef<number | null>(null);

  useEffect(() => {
    if (endsAtMs === null) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= endsAtMs) setEndsAtMs(null);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [endsAtMs]);

  const secondsLeft = remainingSeconds(endsAtMs, nowMs);

  return {
    secondsLeft,
    isCoolingDown: secondsLeft > 0,
    /** False when this click comes within a second of the previous one and must be ignored. */
    claimRequest: (): boolean => {
      const now = Date.now();
      if (isThrottled(lastRequestAtMs.current, now)) return false;
      lastRequestAtMs.current = now;
      return true;
    },
    /** A code was sent: start the countdown. */
    start: (expiredMinutes: number) => {
      const now = Date.now();
      setNowMs(now);
      setEndsAtMs(now + cooldownMsFor(expiredMinutes));
    },
  };
}
