import type { MessageAudience, MessageAudienceKind } from '@ficha/contract';

/** The issue form's audience as typed: a kind and the one text its value is typed in. */
export interface AudienceDraft {
  kind: MessageAudienceKind;
  value: string;
}

/**
 * The audience the issue call sends (decision 0077, the operator messages' audiences): a list's usernames split on
 * commas, spaces or lines, a level or a number of days as an integer; the server checks what the value names.
 */
export function audienceOf(draft: AudienceDraft): MessageAudience {
  const value = draft.value.trim();
  switch (draft.kind) {
    case 'player':
      return { kind: 'player', username: value };
    case 'list':
      return { kind: 'list', usernames: [...new Set(value.split(/[\s,;]+/).filter(Boolean))] };
    case 'tag':
      return { kind: 'tag', tag: value };
    case 'vipRank':
      return { kind: 'vipRank', level: Number.parseInt(value, 10), orAbove: false };
    case 'agent':
      return { kind: 'agent', agentUsername: value };
    case 'inactive':
      return { kind: 'inactive', days: Number.parseInt(value, 10) };
    case 'everyone':
      return { kind: 'everyone' };
  }
}
