import { describe, expect, it } from 'vitest';
import { reorderChanges } from './channel-order.ts';

describe('reorderChanges', () => {
  const channels = [
    { id: 7, sortOrder: 1 },
    { id: 8, sortOrder: 2 },
    { id: 9, sortOrder: 3 },
  ];

  it('swaps a channel with its neighbour, changing only those two', () => {
    expect(reorderChanges(channels, 9, -1)).toEqual([
      { id: 9, sortOrder: 2 },
      { id: 8, sortOrder: 3 },
    ]);
  });

  it('renumbers equal orders, and ignores moves past either end', () => {
    expect(
      reorderChanges(
        [
          { id: 1, sortOrder: 0 },
          { id: 2, sortOrder: 0 },
        ],
        1,
        1,
      ),
    ).toEqual([
      { id: 2, sortOrder: 1 },
      { id: 1, sortOrder: 2 },
    ]);
    expect(reorderChanges(channels, 7, -1)).toEqual([]);
    expect(reorderChanges(channels, 9, 1)).toEqual([]);
  });
});
