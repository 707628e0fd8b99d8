/** A `datetime-local` value ("2026-11-22T09:30") for an ISO instant, in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instant of a `datetime-local` value, null when empty; an unreadable value is sent as it is (the server refuses it). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The schedule's inputs, as typed. */
export interface ScheduleValue {
  startsAt: string;
  endsAt: string;
  sequence: string;
  isEnabled: boolean;
}

/** The inputs of a saved item's schedule, or of a new item's (first, from now on, on). */
export function scheduleValueOf(
  item: { sequence: number; startsAt: string | null; endsAt: string | null; enabled: boolean } | null,
): ScheduleValue {
  return {
    sequence: String(item?.sequence ?? 0),
    startsAt: toLocalInput(item?.startsAt ?? null),
    endsAt: toLocalInput(item?.endsAt ?? null),
    isEnabled: item?.enabled ?? true,
  };
}

/** The schedule part of a save: an order that isn't a whole number is sent as -1 (the server refuses it). */
export function scheduleDraftOf(value: ScheduleValue) {
  const sequence = Number(value.sequence);
  return {
    sequence: Number.isInteger(sequence) ? sequence : -1,
    startsAt: fromLocalInput(value.startsAt),
    endsAt: fromLocalInput(value.endsAt),
    enabled: value.isEnabled,
  };
}

/** Where an item stands against its schedule now. */
export function scheduleState(
  item: { startsAt: string | null; endsAt: string | null; enabled: boolean },
  now: number,
): 'off' | 'scheduled' | 'live' | 'ended' {
  if (!item.enabled) return 'off';
  if (item.startsAt && Date.parse(item.startsAt) > now) return 'scheduled';
  if (item.endsAt && Date.parse(item.endsAt) <= now) return 'ended';
  return 'live';
}
