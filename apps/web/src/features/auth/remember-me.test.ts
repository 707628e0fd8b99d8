import { businessConstants } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { parseRememberedLogin, rememberedLoginFrom } from './remember-me.ts';

const now = Date.UTC(2025, 0, 1, 12);
const day = businessConstants.rememberMeMs;

describe('rememberedLoginFrom', () => {
  it('keeps the username for 24 hours', () => {
    expect(rememberedLoginFrom({ username: 'player01' }, now)).toEqual({ username: 'player01', expiresAt: now + day });
    expect(day).toBe(24 * 60 * 60 * 1000);
  });

  it('never keeps a password, whatever the caller passes', () => {
    const values = { username: 'player01', password: 'secret123' } as unknown as { username: string };
    expect(JSON.stringify(rememberedLoginFrom(values, now))).not.toContain('secret123');
  });

  it('keeps the other kind already remembered (username beside mobile)', () => {
    const previous = { username: 'player01', expiresAt: now };
    expect(rememberedLoginFrom({ mobileNum: '5512345678', countryDialingCode: '+52' }, now, previous)).toEqual({
      username: 'player01',
      mobileNum: '5512345678',
      countryDialingCode: '+52',
      expiresAt: now + day,
    });
  });
});

describe('parseRememberedLogin', () => {
  const stored = JSON.stringify({ username: 'player01', expiresAt: now + 1000 });

  it('reads a record that has not expired', () => {
    expect(parseRememberedLogin(stored, now)).toEqual({ username: 'player01', expiresAt: now + 1000 });
  });

  it('forgets a record at or after its expiry', () => {
    expect(parseRememberedLogin(stored, now + 1000)).toBeNull();
    expect(parseRememberedLogin(stored, now + day)).toBeNull();
  });

  it('ignores missing, unreadable or malformed records', () => {
    expect(parseRememberedLogin(null, now)).toBeNull();
    expect(parseRememberedLogin('{not json', now)).toBeNull();
    expect(parseRememberedLogin(JSON.stringify({ username: 'x' }), now)).toBeNull();
    expect(parseRememberedLogin(JSON.stringify({ username: 7, expiresAt: now + 1 }), now)).toEqual({
      expiresAt: now + 1,
    });
  });

  it('drops anything but the remembered fields', () => {
    const withPassword = JSON.stringify({ username: 'player01', password: 'secret', expiresAt: now + 1 });
    expect(parseRememberedLogin(withPassword, now)).toEqual({ username: 'player01', expiresAt: now + 1 });
  });
});
