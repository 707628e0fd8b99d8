import { describe, expect, it } from 'vitest';
import { availableActions, awaitsAnotherApprover, statusTone } from './withdrawal-status.ts';

describe('availableActions', () => {
  const me = 7;

  it('offers approval and rejection before approval, payment after, nothing once paid or rejected', () => {
    expect(availableActions({ status: 'pending', firstApproverId: null }, me)).toEqual(['approve', 'reject']);
    expect(availableActions({ status: 'awaiting_second_approval', firstApproverId: 3 }, me)).toEqual([
      'approve',
      'reject',
    ]);
    expect(availableActions({ status: 'approved', firstApproverId: me }, me)).toEqual(['pay', 'reject']);
    expect(availableActions({ status: 'paid', firstApproverId: me }, me)).toEqual([]);
    expect(availableActions({ status: 'rejected', firstApproverId: null }, me)).toEqual([]);
  });

  it('never offers the second approval to the operator who gave the first, nor before the session is known', () => {
    const waiting = { status: 'awaiting_second_approval', firstApproverId: me } as const;
    expect(availableActions(waiting, me)).toEqual(['reject']);
    expect(awaitsAnotherApprover(waiting, me)).toBe(true);
    expect(availableActions({ ...waiting, firstApproverId: 3 }, undefined)).toEqual(['reject']);
    expect(awaitsAnotherApprover({ ...waiting, firstApproverId: 3 }, me)).toBe(false);
  });
});

describe('statusTone', () => {
  it('marks follow-ups and rejections as danger', () => {
    expect(statusTone('not_received')).toBe('danger');
    expect(statusTone('received')).toBe('success');
  });
});
