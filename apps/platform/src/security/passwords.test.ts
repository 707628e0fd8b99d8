import { DomainError } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { hashingGate, hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing under load', () => {
  it('runs two hashes at once with 64 waiting, refuses more at once, and recovers', async () => {
    const stored = await hashPassword('Right#2026');
    const attempts = Array.from({ length: 70 }, () =>
      verifyPassword(stored, 'wrong').then(
        (valid) => ({ valid }),
        (error: unknown) => ({ error }),
      ),
    );
    expect(hashingGate.stats()).toMatchObject({ running: 2, waiting: 64 });
    const outcomes = await Promise.all(attempts);
    const refused = outcomes.filter((o) => 'error' in o);
    expect(refused).toHaveLength(4);
    for (const o of refused) {
      expect(o.error).toBeInstanceOf(DomainError);
      expect((o.error as DomainError).code).toBe('TOO_MANY_REQUESTS');
    }
    expect(outcomes.filter((o) => 'valid' in o && o.valid === false)).toHaveLength(66);
    expect(hashingGate.stats()).toMatchObject({ running: 0, waiting: 0 });
    expect(await verifyPassword(stored, 'Right#2026')).toBe(true);
    expect(await verifyPassword(undefined, 'Right#2026')).toBe(false);
  });
});
