import { describe, expect, it } from 'vitest';
import { phaseOf, titleOf } from './promotion-phase.ts';

const now = new Date('2026-11-27T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('where a promotion stands', () => {
  it('is live between start and end, scheduled before, ended after, paused when paused', () => {
    expect(phaseOf({ status: 'active', startsAt: at(-1), endsAt: at(1) }, now)).toBe('live');
    expect(phaseOf({ status: 'active', startsAt: at(1), endsAt: at(2) }, now)).toBe('scheduled');
    expect(phaseOf({ status: 'paused', startsAt: at(-1), endsAt: at(1) }, now)).toBe('paused');
    expect(phaseOf({ status: 'paused', startsAt: at(-2), endsAt: at(-1) }, now)).toBe('ended');
    expect(phaseOf({ status: 'active', startsAt: at(-2), endsAt: at(0) }, now)).toBe('ended');
  });

  it("is titled in the console's language, else the first language it has", () => {
    const texts = { ES: { title: 'Bono', summary: '', rules: '' }, EN: { title: 'Bonus', summary: '', rules: '' } };
    expect(titleOf({ texts }, 'EN')).toBe('Bonus');
    expect(titleOf({ texts }, 'FR')).toBe('Bono');
  });
});
