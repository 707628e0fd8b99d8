import { describe, expect, it } from 'vitest';
import { shouldShowPopup } from './popup-session.ts';

const notice = {
  id: 1,
  title: 'Hi',
  content: '',
  time: '2026-11-22T00:00:00Z',
  execution: 'B' as const,
  language: 'EN' as const,
};

describe('announcement popup', () => {
  it('opens with popups to show, until closed in this session', () => {
    expect(shouldShowPopup([notice], false)).toBe(true);
    expect(shouldShowPopup([notice], true)).toBe(false);
    expect(shouldShowPopup([], false)).toBe(false);
    expect(shouldShowPopup(undefined, false)).toBe(false);
  });
});
