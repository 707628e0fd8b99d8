import { readSession, sessionKeys, writeSession } from '../../lib/storage.ts';
import type { Announcements, Notice } from './home-banners.ts';

/** The value the original clients store once the popup is closed (upstream-api §7.2). */
const closedValue = 'closed';

/** A member and a visitor close their own popup: signing in shows the member's popups even after the visitor's. */
const keyFor = (isSignedIn: boolean) => (isSignedIn ? sessionKeys.userPopup : sessionKeys.anonymousPopup);

export function isPopupClosed(isSignedIn: boolean): boolean {
  return readSession(keyFor(isSignedIn)) === closedValue;
}

export function markPopupClosed(isSignedIn: boolean): void {
  writeSession(keyFor(isSignedIn), closedValue);
}

/** The popups (`value.popup`): the server already chose them for the visitor or the member's session. */
export function selectPopups(announcements: Announcements): Notice[] {
  return announcements.popup;
}

/** The popup opens when there is something to show and it was not closed in this session. */
export function shouldShowPopup(popups: readonly Notice[] | undefined, isClosed: boolean): boolean {
  return !isClosed && popups !== undefined && popups.length > 0;
}
