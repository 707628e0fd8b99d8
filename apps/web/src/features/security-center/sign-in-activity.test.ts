import { describe, expect, it } from 'vitest';
import { countryName, loginMethodKey, orderSessions, type MemberSession } from './sign-in-activity.ts';

describe('countryName', () => {
  it('names an ISO country code in the reader’s language', () => {
    expect(countryName('ES', 'es')).toBe('España');
    expect(countryName('es', 'en')).toBe('Spain');
  });

  it('keeps anything else as given, and has nothing for no country', () => {
    expect(countryName('Unknown', 'es')).toBe('Unknown');
    expect(countryName(null, 'es')).toBeNull();
  });
});

describe('loginMethodKey', () => {
  it('knows the contract’s login types', () => {
    expect(loginMethodKey('username')).toBe('login_method_username');
    expect(loginMethodKey('')).toBe('login_method_username');
    expect(loginMethodKey('SMS')).toBe('login_method_sms');
  });

  it('has no key for an unknown method', () => {
    expect(loginMethodKey('carrier-pigeon')).toBeNull();
    expect(loginMethodKey('constructor')).toBeNull();
  });
});

describe('orderSessions', () => {
  const session = (sessionId: string, lastSeenAt: string, current = false): MemberSession => ({
    sessionId,
    createdAt: '2024-01-01T00:00:00.000Z',
    lastSeenAt,
    ip: '203.0.113.7',
    device: 'Firefox on Linux',
    current,
  });

  it('puts this device first, then the most recently active', () => {
    const ordered = orderSessions([
      session('old', '2024-03-01T10:00:00.000Z'),
      session('this', '2024-02-01T10:00:00.000Z', true),
      session('recent', '2024-03-02T10:00:00.000Z'),
    ]);
    expect(ordered.map((s) => s.sessionId)).toEqual(['this', 'recent', 'old']);
  });
});
