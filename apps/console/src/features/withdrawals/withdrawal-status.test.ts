import { describe, expect, it } from 'vitest';
import { availableActions, statusTone } from './withdrawal-status.ts';

describe('availableActions', () => {
  it('offers approval and rejection before approval, payment after, nothing once paid or rejected', () => {
    expect(availableActions({ status: 'pending' })).toEqual(['approve', 'reject']);
    expect(availableActions({ status: 'awaiting_second_approval' })).toEqual(['approve', 'reject']);
    expect(availableActions({ status: 'approved' })).toEqual(['pay', 'reject']);
    expect(availableActions({ status: 'paid' })).toEqual([]);
    expect(availableActions({ status: 'rejected' })).toEqual([]);
  });
});

describe('statusTone', () => {
  it('marks follow-ups and rejections as danger', () => {
    expect(statusTone('not_received')).toBe('danger');
    expect(statusTone('received')).toBe('success');
  });
});
