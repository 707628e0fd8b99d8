import { describe, expect, it } from 'vitest';
import { customerServiceByPosition, primaryCustomerService, type CustomerServiceEntry } from './customer-service.ts';

function entry(overrides: Partial<CustomerServiceEntry>): CustomerServiceEntry {
  return { csType: 'LIVECHAT', csPosition: 1, title: 'Chat', path: 'https://chat.example', type: '', ...overrides };
}

describe('primaryCustomerService', () => {
  it('is the first entry', () => {
    const entries = [entry({ title: 'A', csPosition: 3 }), entry({ title: 'B', csPosition: 1 })];
    expect(primaryCustomerService(entries)?.title).toBe('A');
  });

  it('skips entries without a usable link, and is undefined without any', () => {
    expect(primaryCustomerService([entry({ title: 'A', path: 'javascript:x' }), entry({ title: 'B' })])?.title).toBe(
      'B',
    );
    expect(primaryCustomerService([])).toBeUndefined();
  });
});

describe('customerServiceByPosition', () => {
  it('orders the side-menu links by csPosition', () => {
    const entries = [
      entry({ title: 'Telegram', csPosition: 3 }),
      entry({ title: 'Chat', csPosition: 1 }),
      entry({ title: 'Facebook', csPosition: 2 }),
    ];
    expect(customerServiceByPosition(entries).map((e) => e.title)).toEqual(['Chat', 'Facebook', 'Telegram']);
  });
});
