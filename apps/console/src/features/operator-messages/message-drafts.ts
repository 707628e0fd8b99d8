import type { MessageAudience, MessageAudienceKind } from '@ficha/contract';

/** The compose form's values as typed: one text per audience parameter, the send time as `datetime-local`. */
export interface MessageDraft {
  kind: MessageAudienceKind;
  username: string;
  /** Usernames separated by commas, spaces or new lines. */
  usernames: string;
  tag: string;
  level: string;
  /** The VIP-rank audience takes the rank and every higher one. */
  orAbove: boolean;
  agentUsername: string;
  days: string;
  subject: string;
  body: string;
  /** Empty: send now. */
  sendAt: string;
}

export const emptyDraft: MessageDraft = {
  kind: 'player',
  username: '',
  usernames: '',
  tag: '',
  level: '1',
  orAbove: false,
  agentUsername: '',
  days: '30',
  subject: '',
  body: '',
  sendAt: '',
};

/** A whole number typed in a field, or NaN (the server names the field when it is not one). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The audience the draft names, as the contract takes it (the server judges the values). */
export function audienceOf(draft: MessageDraft): MessageAudience {
  switch (draft.kind) {
    case 'player':
      return { kind: 'player', username: draft.username.trim() };
    case 'list':
      return {
        kind: 'list',
        usernames: [
          ...new Set(
            draft.usernames
              .split(/[\s,;]+/)
              .map((u) => u.trim())
              .filter(Boolean),
          ),
        ],
      };
    case 'tag':
      return { kind: 'tag', tag: draft.tag.trim() };
    case 'vipRank':
      return { kind: 'vipRank', level: whole(draft.level), orAbove: draft.orAbove };
    case 'agent':
      return { kind: 'agent', agentUsername: draft.agentUsername.trim() };
    case 'inactive':
      return { kind: 'inactive', days: whole(draft.days) };
    case 'everyone':
      return { kind: 'everyone' };
  }
}

/** The send time of a `datetime-local` value (the operator's own time zone) as an ISO instant; empty: now. */
export function sendAtOf(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** The form field a server field error belongs to (`audience.usernames` → `usernames`). */
export function draftFieldOf(serverField: string): keyof MessageDraft | null {
  const name = serverField.replace(/^audience\./, '').split('.')[0] ?? '';
  return name in emptyDraft ? (name as keyof MessageDraft) : null;
}
