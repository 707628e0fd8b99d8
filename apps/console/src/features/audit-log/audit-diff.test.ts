import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists only the fields that changed, old and new', () => {
    expect(
      auditDiff(
        { maintenance: false, blockedCountries: ['US'], supportHours: '9-18' },
        { maintenance: true, blockedCountries: ['US'], supportHours: '8-20' },
      ),
    ).toEqual([
      { field: 'maintenance', before: false, after: true },
      { field: 'supportHours', before: '9-18', after: '8-20' },
    ]);
  });

  it('opens nested objects into dotted fields', () => {
    expect(
      auditDiff({ modules: { FREEPLAY3: true, SPORTS: true } }, { modules: { FREEPLAY3: false, SPORTS: true } }),
    ).toEqual([{ field: 'modules.FREEPLAY3', before: true, after: false }]);
  });

  it('shows a field added or removed on one side only', () => {
    expect(auditDiff({ a: 1, b: 2 }, { a: 1, c: 3 })).toEqual([
      { field: 'b', before: 2, after: undefined },
      { field: 'c', before: undefined, after: 3 },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(auditDiff(null, { status: 'pending', amount: 20 })).toEqual([
      { field: 'status', before: undefined, after: 'pending' },
      { field: 'amount', before: undefined, after: 20 },
    ]);
    expect(auditDiff({ title: 'Old' }, null)).toEqual([{ field: 'title', before: 'Old', after: undefined }]);
  });

  it('keeps lists and plain values whole, compared by content', () => {
    expect(auditDiff({ list: ['a', 'b'], x: 1 }, { list: ['a', 'c'], x: 1 })).toEqual([
      { field: 'list', before: ['a', 'b'], after: ['a', 'c'] },
    ]);
    expect(auditDiff('pending', 'approved')).toEqual([{ field: '', before: 'pending', after: 'approved' }]);
    expect(auditDiff({ same: 1 }, { same: 1 })).toEqual([]);
  });

  it('shows objects deeper than three levels whole', () => {
    const deep = (v: number) => ({ a: { b: { c: { d: v } } } });
    expect(auditDiff(deep(1), deep(2))).toEqual([{ field: 'a.b.c', before: { d: 1 }, after: { d: 2 } }]);
  });
});
