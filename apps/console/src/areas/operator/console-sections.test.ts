import { describe, expect, it } from 'vitest';
import { consoleGroups, consoleSections, sectionOf } from './console-sections.ts';

describe('console sections', () => {
  it('finds the section of a page and of its sub-pages, and nothing for unknown paths', () => {
    expect(sectionOf('/members/12')?.permission).toBe('members.view');
    expect(sectionOf('/providers/reconciliation')?.permission).toBe('providers.view');
    expect(sectionOf('/withdrawal-settings')?.permission).toBe('protection.view');
    expect(sectionOf('/withdrawals')?.permission).toBe('withdrawals.view');
    expect(sectionOf('/promotions')?.permission).toBe('promotions.view');
    expect(sectionOf('/promotions/7/edit')?.permission).toBe('promotions.view');
    expect(sectionOf('/loyalty')?.permission).toBe('loyalty.view');
    expect(sectionOf('/messages')?.permission).toBe('messages.view');
    expect(sectionOf('/operators')?.permission).toBe('operators.view');
    expect(sectionOf('/roles')?.permission).toBe('operators.view');
    expect(sectionOf('/nowhere')).toBeUndefined();
  });

  it("lists each group's sections together, the groups in navigation order, every group used", () => {
    const runs = consoleSections.map((s) => s.group).filter((group, i, all) => i === 0 || all[i - 1] !== group);
    expect(runs).toEqual([...consoleGroups]);
  });
});
