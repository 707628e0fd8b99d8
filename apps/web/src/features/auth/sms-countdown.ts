import { businessConstants } from '@ficha/contract';

/**
 * SPEC §4 "SMS codes": after a send the button waits `expiredMinutes × 60` seconds; one minute when the
 * answer gives no usable value.
 */
export function smsCooldownMs(expiredMinutes: number | null | undefined): number {
  return typeof expiredMinutes === 'number' && expiredMinutes > 0
    ? expiredMinutes * 60_000
    : businessConstants.sms.defaultCountdownMs;
}

/** Whole seconds left until `endsAt`, rounded up, never negative; 0 when nothing runs. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** True when a click comes sooner than `intervalMs` after the last accepted one (SPEC §9: 1000 ms). */
export function isThrottled(lastAcceptedAt: number | null, now: number, intervalMs: number): boolean {
  return lastAcceptedAt !== null && now - lastAcceptedAt < intervalMs;
}
