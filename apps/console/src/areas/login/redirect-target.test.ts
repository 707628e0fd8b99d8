import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('returns to the page the operator came from', () => {
    expect(redirectTarget({ from: '/audit?page=2' })).toBe('/audit?page=2');
  });

  it('goes to the settings without a usable origin', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: 42 })).toBe('/dashboard');
    expect(redirectTarget({ from: '/' })).toBe('/dashboard');
    expect(redirectTarget({ from: '/login' })).toBe('/dashboard');
  });

  it('refuses paths that leave the console', () => {
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/dashboard');
  });
});
