/**
 * The sign-in limits, for the player and agent sign-in and the console alike (decision 0018). Failures count in a
 * window that starts with the first failure. An account's failures ask for a captcha, then make it wait (doubling),
 * then lock it for a while. An address's failures only ever slow it: a captcha for everyone behind it, then failure
 * answers held back a little — valid credentials from a busy address always get in.
 */
export const loginThrottleRules = {
  windowMs: 15 * 60_000,
  account: {
    /** Console operators; members use their merchant's setting (`captchaAfterFailures`, 0 = never). */
    captchaAfter: 3,
    /** From this failure on, the next attempt must wait 1 s, then 2 s, 4 s… up to `maxWaitMs`. */
    waitAfter: 5,
    maxWaitMs: 60_000,
    lockAfter: 10,
    lockMs: 15 * 60_000,
  },
  address: {
    normal: { captchaAfter: 20, holdAfter: 50 },
    /** Addresses the merchant marks as shared (a carrier's NAT, an internet café). */
    shared: { captchaAfter: 200, holdAfter: 500 },
    /** Each failure past `holdAfter` holds the failure answer 100 ms longer, up to 3 s. */
    holdStepMs: 100,
    maxHoldMs: 3_000,
  },
} as const;

/** How long after its last failure an account must wait before the next attempt. */
export function accountWaitMs(failures: number): number {
  const { waitAfter, maxWaitMs } = loginThrottleRules.account;
  if (failures < waitAfter) return 0;
  return Math.min(maxWaitMs, 1000 * 2 ** (failures - waitAfter));
}

export function addressBudget(shared: boolean) {
  return shared ? loginThrottleRules.address.shared : loginThrottleRules.address.normal;
}

/** How long a failure answer to this address is held back. */
export function addressHoldMs(failures: number, shared: boolean): number {
  const { holdStepMs, maxHoldMs } = loginThrottleRules.address;
  const over = failures - addressBudget(shared).holdAfter;
  return over < 0 ? 0 : Math.min(maxHoldMs, holdStepMs * (over + 1));
}

/** Whether the next attempt on this account from this address needs a solved captcha. */
export function needsCaptcha(
  accountFailures: number,
  accountCaptchaAfter: number,
  addressFailures: number,
  shared: boolean,
): boolean {
  return (
    (accountCaptchaAfter > 0 && accountFailures >= accountCaptchaAfter) ||
    addressFailures >= addressBudget(shared).captchaAfter
  );
}
