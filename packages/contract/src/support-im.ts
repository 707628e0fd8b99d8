/**
 * The live support chat's IM socket (issue 12, decision 0044), whose URL `CSP_ImUrl` answers: `GET /wps/im`
 * (`?merchant=<code>` when the host does not name the merchant). As on the realtime socket, the secret never
 * travels in the URL: the first message authenticates it, as a signed-in player (`member`, the session token), a
 * visitor (`visitor`, the key of its conversation) or a console operator (`operator`, the operator token). The
 * server answers `ready`, then announces what changed by ids only; the client reads the change with the HTTP
 * calls, resuming from its last seen message id, so a reconnection loses nothing. Refusals close the socket with
 * `realtimeCloseCode(errorKey)`.
 */
export const supportImPath = '/wps/im';

export type SupportImRole = 'member' | 'visitor' | 'operator';

export type SupportImClientMessage =
  | { type: 'auth'; as: SupportImRole; token: string }
  | { type: 'ping' }
  /** The sender is typing in a conversation (a customer names none: its own). Not stored. */
  | { type: 'typing'; conversationId?: number };

export type SupportImServerMessage =
  | { type: 'ready' }
  | { type: 'pong' }
  /** Announcements may have been missed (the server's database listener reconnected): read again. */
  | { type: 'resync' }
  /** A new message in a conversation the socket follows: read the messages after the last one seen. */
  | { type: 'message'; conversationId: number; messageId: number }
  /** The other side is typing (shown for a few seconds). */
  | { type: 'typing'; conversationId: number; author: 'customer' | 'operator' }
  /** A conversation changed: status, assignment or read state. */
  | { type: 'conversation'; conversationId: number };

/** How long a typing indicator stays up without a new `typing` message, and how often a client repeats it. */
export const supportTypingShowMs = 5_000;
export const supportTypingEveryMs = 3_000;
