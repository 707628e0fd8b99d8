import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.ts';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays, so a reader cannot change a shared answer', () => {
    const answer = deepFreeze({ list: [{ gameName: 'Dados', classify: ['SLOT'] }], total: 1 });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.list)).toBe(true);
    expect(Object.isFrozen(answer.list[0])).toBe(true);
    expect(Object.isFrozen(answer.list[0]?.classify)).toBe(true);
    expect(() => {
      (answer.list as Array<{ gameName: string }>).push({ gameName: 'x' });
    }).toThrow(TypeError);
  });

  it('leaves primitives and null as they are', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze('text')).toBe('text');
  });
});
