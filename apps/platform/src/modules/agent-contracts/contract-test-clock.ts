import { defineEndpoint } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { z } from 'zod';

/** The longest a test may move the contract clock ahead: a month and a day (a monthly dividend closes). */
const maxAheadMinutes = 32 * 24 * 60;

/**
 * Test only (decision 0073): sets how far the contract settlement's clock runs ahead of real time (0: real time
 * again). Bound only when CONTRACT_TEST_CLOCK is on, which the configuration refuses in production; not part of the
 * platform's route table or its OpenAPI document.
 */
export const moveContractTestClock = defineEndpoint({
  name: 'moveContractTestClock',
  method: 'POST',
  path: '/testing/contract-clock',
  auth: 'none',
  tag: 'system',
  summary: "Test only: moves the contract settlement's clock ahead of real time by a number of minutes (0: back)",
  request: z.strictObject({ aheadMinutes: z.number().int().min(0).max(maxAheadMinutes) }),
  response: z.object({ now: z.string() }),
});

export interface ContractClock {
  now(): Date;
  /** Runs the clock this many minutes ahead of its base from now on; answers the clock's time. */
  setAhead(minutes: number): Date;
}

/**
 * The clock contract settlement reads (the job's "last closed period" and a run's "has it closed"): its base, plus
 * what a test set. Only the contract settlement reads it, so sessions, limits and the money's own times stay real.
 */
export function createContractClock(base: () => Date): ContractClock {
  let aheadMs = 0;
  const now = () => new Date(base().getTime() + aheadMs);
  return {
    now,
    setAhead(minutes) {
      aheadMs = minutes * 60_000;
      return now();
    },
  };
}

export function contractTestClockRoutes(bind: EndpointBinder, clock: ContractClock) {
  bind.bind(moveContractTestClock, async (input) => ({ now: clock.setAhead(input.aheadMinutes).toISOString() }));
}
