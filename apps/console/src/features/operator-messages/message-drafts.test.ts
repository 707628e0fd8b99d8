import { describe, expect, it } from 'vitest';
import { audienceOf, draftFieldOf, emptyDraft, sendAtOf } from './message-drafts.ts';

describe('message drafts', () => {
  it('turns each audience kind into what the contract takes', () => {
    expect(audienceOf({ ...emptyDraft, kind: 'player', username: ' ana ' })).toEqual({
      kind: 'player',
      username: 'ana',
    });
    expect(audienceOf({ ...emptyDraft, kind: 'list', usernames: 'ana, beto\ncarla;ana  ' })).toEqual({
      kind: 'list',
      usernames: ['ana', 'beto', 'carla'],
    });
    expect(audienceOf({ ...emptyDraft, kind: 'vipRank', level: '3' })).toEqual({
      kind: 'vipRank',
      level: 3,
      orAbove: false,
    });
    expect(audienceOf({ ...emptyDraft, kind: 'vipRank', level: '2', orAbove: true })).toEqual({
      kind: 'vipRank',
      level: 2,
      orAbove: true,
    });
    expect(audienceOf({ ...emptyDraft, kind: 'inactive', days: 'x' })).toEqual({ kind: 'inactive', days: Number.NaN });
    expect(audienceOf({ ...emptyDraft, kind: 'everyone' })).toEqual({ kind: 'everyone' });
  });

  it('sends now without a time, and a local time as an instant', () => {
    expect(sendAtOf('')).toBeUndefined();
    expect(sendAtOf('2026-12-01T10:30')).toBe(new Date('2026-12-01T10:30').toISOString());
  });

  it("places the server's field errors on the form's fields", () => {
    expect(draftFieldOf('audience.usernames')).toBe('usernames');
    expect(draftFieldOf('sendAt')).toBe('sendAt');
    expect(draftFieldOf('audience.usernames.3')).toBe('usernames');
    expect(draftFieldOf('nothing')).toBeNull();
  });
});
