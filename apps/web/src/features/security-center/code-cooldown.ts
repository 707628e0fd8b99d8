import { businessConstants } from '@ficha/contract';

/** spec: §9 — a second send within this interval is ignored (the SMS button is throttled to 1 per second). */
export const codeSendThrottleMs = businessConstants.throttle.loginSmsSendMs;

/**
 * How long "Obtener código" stays disabled after a send (SPEC §4 "SMS codes"): expiredMinutes × 60 s, and
 * the default minute when the server gives no positive value.
 */
export function cooldownMsFor(expiredMinutes: number): number {
  return expiredMinutes > 0 ? expiredMinutes * 60_000 : businessConstants.sms.defaultCountdownMs;
}

/** Whole seconds left until `endsAtMs`, rounded up so the button never shows 0 while still disabled. */
export function remainingSeconds(endsAtMs: number | null, nowMs: number): number {
  if (endsAtMs === null) return 0;
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** `m:ss`, the countdown beside the button. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** True when a click comes too soon after the previous one and must be ignored. */
export function isThrottled(lastAtMs: number | null, nowMs: number, intervalMs = codeSendThrottleMs): boolean {
  return lastAtMs !== null && nowMs - lastAtMs < intervalMs;
}
