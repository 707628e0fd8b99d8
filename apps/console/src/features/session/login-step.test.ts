import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import { nextLoginNeeds, noLoginNeeds } from './login-step.ts';

describe('nextLoginNeeds', () => {
  it('asks for a captcha when the failure says so, and stops when it says no more', () => {
    const asked = nextLoginNeeds(
      noLoginNeeds,
      new ApiError('operator_login_failed', 'x', 401, { value: { captcha: true } }),
    );
    expect(asked).toEqual({ captcha: true, totpCode: false });
    const cleared = nextLoginNeeds(
      asked,
      new ApiError('operator_login_failed', 'x', 401, { value: { captcha: false } }),
    );
    expect(cleared).toEqual(noLoginNeeds);
  });

  it('keeps the captcha through a wait, a lock or a lost connection', () => {
    const asked = { captcha: true, totpCode: false };
    const wait = new ApiError('login_throttled', 'x', 429, { value: { retryAfterSeconds: 4 } });
    expect(nextLoginNeeds(asked, wait)).toEqual(asked);
    expect(nextLoginNeeds(asked, new ApiError('login_locked', 'x', 403))).toEqual(asked);
    expect(nextLoginNeeds(asked, new TypeError('Failed to fetch'))).toEqual(asked);
  });

  it('asks for the authenticator code once it is missing or was wrong, and keeps asking', () => {
    const asked = nextLoginNeeds(noLoginNeeds, new ApiError('operator_totp_required', 'x', 401));
    expect(asked).toEqual({ captcha: false, totpCode: true });
    const wrong = nextLoginNeeds(asked, new ApiError('totp_invalid', 'x', 400, { value: { captcha: true } }));
    expect(wrong).toEqual({ captcha: true, totpCode: true });
    expect(nextLoginNeeds(wrong, new ApiError('operator_login_failed', 'x', 401)).totpCode).toBe(true);
  });
});
