import { attentionQueueNames } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { attentionLinks, countsBySection } from './attention-links.ts';

describe('attention links', () => {
  it('send every queue to a page of its own section', () => {
    for (const queue of attentionQueueNames) {
      const { to, section } = attentionLinks[queue];
      expect(to === section || to.startsWith(`${section}?`), queue).toBe(true);
    }
  });

  it('count per section, leaving out the empty queues', () => {
    const counts = countsBySection([
      { queue: 'deposits', count: 3 },
      { queue: 'withdrawals', count: 0 },
      { queue: 'supportChats', count: 1 },
    ]);
    expect([...counts]).toEqual([
      ['/deposits', 3],
      ['/support', 1],
    ]);
  });
});
