import { describe, expect, it } from 'vitest';
import { createRefusalHold } from './refusal-hold.ts';

describe('refusal hold', () => {
  it('holds at most `capacity` answers; the next ones are answered at once, before the held ones', async () => {
    const hold = createRefusalHold({ delayMs: 200, capacity: 3 });
    const order: string[] = [];
    const holds = Array.from({ length: 5 }, (_, i) => hold.hold().then(() => order.push(`answer ${i}`)));
    expect(hold.held()).toBe(3);
    await Promise.all(holds);
    expect(order.slice(0, 2)).toEqual(['answer 3', 'answer 4']);
    expect(order.slice(2).sort()).toEqual(['answer 0', 'answer 1', 'answer 2']);
    expect(hold.held()).toBe(0);
    const again = hold.hold();
    expect(hold.held()).toBe(1);
    await again;
    expect(hold.held()).toBe(0);
  });

  it('answers at once when the delay is 0', async () => {
    const hold = createRefusalHold({ delayMs: 0, capacity: 3 });
    const pending = hold.hold();
    expect(hold.held()).toBe(0);
    await pending;
  });
});
