import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseEnvironment } from './environment.ts';
import { trustProxySetting } from './fastify-options.ts';

const schema = z.object({ PORT: z.coerce.number().int().default(8080), DATABASE_URL: z.url().optional() });

describe('parseEnvironment', () => {
  it('applies defaults and treats empty variables as unset', () => {
    expect(parseEnvironment(schema, { DATABASE_URL: '' })).toEqual({ PORT: 8080 });
  });

  it('stops with every problem listed', () => {
    expect(() => parseEnvironment(schema, { PORT: 'x', DATABASE_URL: 'nope' })).toThrow(/PORT: .*DATABASE_URL: /);
  });
});

describe('trustProxySetting', () => {
  it('reads false, true, hop counts and proxy lists', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
