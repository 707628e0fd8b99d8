/**
 * The game window (decision 0086): the site shows a launched game in a frame under one header with one close.
 * A game page that draws its own header with a close button says so to the frame's parent (`header`); the
 * site then drops its own header and answers (`hosted`), and from then on the game's close button asks the
 * site to close the window (`close`). A game that says nothing (another vendor's) keeps the site's header.
 * The messages carry no data beyond their event: the site checks the sender is its frame, from the game URL's origin.
 */
export const gameFrameMessageType = 'ficha-game-frame';

export const gameFrameEvents = ['header', 'hosted', 'close'] as const;
export type GameFrameEvent = (typeof gameFrameEvents)[number];

export interface GameFrameMessage {
  type: typeof gameFrameMessageType;
  event: GameFrameEvent;
}

export const gameFrameMessage = (event: GameFrameEvent): GameFrameMessage => ({ type: gameFrameMessageType, event });

/** The event of a posted message when it is one of ours, else null (other scripts post messages too). */
export function readGameFrameMessage(data: unknown): GameFrameEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, event } = data as Record<string, unknown>;
  if (type !== gameFrameMessageType || typeof event !== 'string') return null;
  return (gameFrameEvents as readonly string[]).includes(event) ? (event as GameFrameEvent) : null;
}
