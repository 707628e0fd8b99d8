import type { SystemStatus } from '@ficha/contract';

type Brand = SystemStatus['info']['brand'];
type SupportHours = NonNullable<SystemStatus['info']['agentSupportHours']>;

/**
 * Puts the merchant's brand colours (decision 0069) on `<html>` as the accent variables every component reads
 * (buttons, active tabs, the brand name), over both themes; a merchant without its own colours keeps the platform's.
 */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  const variables = {
    '--color-accent': brand.theme?.brandColour,
    '--color-accent-strong': brand.theme?.brandColour,
    '--color-on-accent': brand.theme?.onBrandColour,
  };
  for (const [name, value] of Object.entries(variables)) {
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}

/** An `HH:MM` clock time as the language writes it (`21:00`, `9:00 PM`, `২১:০০`). */
function clockText(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 1, hours, minutes)),
  );
}

/** The offset of a time zone now, as the language names it (`GMT-6`, `UTC+3`). */
function zoneText(timeZone: string, locale: string, now: Date): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The values of the agent support hours sentence: from, to and the merchant's zone, in the reader's language. */
export function supportHoursValues(hours: SupportHours, locale: string, now: Date = new Date()) {
  return {
    from: clockText(hours.from, locale),
    to: clockText(hours.to, locale),
    zone: zoneText(hours.timeZone, locale, now),
  };
}
