import { describe, expect, it } from 'vitest';
import { memberTypeChoices, memberTypeKind } from './member-types.ts';

describe('memberTypeKind', () => {
  it('reads 0 as a player', () => {
    expect(memberTypeKind(0)).toBe('player');
  });

  it('reads 1, 2, 41 and 42 as agents', () => {
    for (const type of [1, 2, 41, 42]) expect(memberTypeKind(type), String(type)).toBe('agent');
  });

  it('reads 4 as a trial account', () => {
    expect(memberTypeKind(4)).toBe('trial');
  });

  it('keeps any other type apart, to be shown by number', () => {
    expect(memberTypeKind(3)).toBe('other');
    expect(memberTypeKind(99)).toBe('other');
  });
});

describe('memberTypeChoices', () => {
  it('offers player, the four agent types and trial, in that order', () => {
    expect(memberTypeChoices).toEqual([0, 1, 2, 41, 42, 4]);
  });
});
