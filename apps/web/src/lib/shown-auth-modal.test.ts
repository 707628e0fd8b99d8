import { describe, expect, it } from 'vitest';
import { resolveRoute } from './route-table.ts';
import { routeModalOf } from './shown-auth-modal.ts';

describe('the account dialog a route opens', () => {
  it('opens the sign-in, the registration or the password reset for a visitor only', () => {
    expect(routeModalOf(resolveRoute('/login'), '', false)).toEqual({ name: 'login' });
    expect(routeModalOf(resolveRoute('/register'), '', false)).toEqual({ name: 'register' });
    expect(routeModalOf(resolveRoute('/login'), '?resetToken=abc', false)).toEqual({
      name: 'resetPassword',
      token: 'abc',
    });
    expect(routeModalOf(resolveRoute('/login'), '', true)).toBeNull();
    expect(routeModalOf(resolveRoute('/'), '', false)).toBeNull();
  });
});
