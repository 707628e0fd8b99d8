import type { DomainError } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { createCoolDown } from './cool-down.ts';

const refusedCode = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('cool-down', () => {
  it('refuses a key at once while it cools, then lets it in again; other keys are not touched', () => {
    const cool = createCoolDown({ ms: 1000, maxKeys: 10 });
    cool.start('10.0.0.1', 5000);
    expect(refusedCode(() => cool.check('10.0.0.1', 5999))).toBe('TOO_MANY_REQUESTS');
    expect(refusedCode(() => cool.check('10.0.0.2', 5999))).toBeNull();
    expect(refusedCode(() => cool.check('10.0.0.1', 6000))).toBeNull();
    expect(cool.stats()).toEqual({ keys: 0, refused: 1 });
  });

  it('does not extend a cooling that is running, so each key gets a try per period', () => {
    const cool = createCoolDown({ ms: 1000, maxKeys: 10 });
    cool.start('10.0.0.1', 0);
    cool.start('10.0.0.1', 900);
    expect(refusedCode(() => cool.check('10.0.0.1', 1000))).toBeNull();
  });

  it('remembers at most maxKeys keys, forgetting the oldest first', () => {
    const cool = createCoolDown({ ms: 1000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) cool.start(key, 0);
    expect(cool.stats().keys).toBe(3);
    expect(refusedCode(() => cool.check('a', 10))).toBeNull();
    expect(refusedCode(() => cool.check('d', 10))).toBe('TOO_MANY_REQUESTS');
  });

  it('never cools with a period of 0', () => {
    const cool = createCoolDown({ ms: 0, maxKeys: 3 });
    cool.start('a', 0);
    expect(refusedCode(() => cool.check('a', 0))).toBeNull();
  });
});
