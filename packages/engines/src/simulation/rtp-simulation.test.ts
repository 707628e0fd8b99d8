import { describe, expect, it } from 'vitest';
import { rtpScenarios } from './rtp-scenarios.ts';
import { simulateRtp } from './simulate-rtp.ts';

/**
 * RTP by simulation, sized for CI (about 10,000 rounds a game; the bench runs 100 times more). The measured
 * RTP must lie within 5 standard errors of the exact theoretical RTP, the standard error being the sample
 * standard deviation of one round's return over √rounds. With fixed seeds the run is deterministic; a
 * correct game would fail it with probability below 6·10^-7 over the choice of seeds (normal tail at 5σ).
 */
const tolerateStandardErrors = 5;
const serverSeed = 'ci-rtp-simulation-server-seed-0001';
const clientSeed = 'ci-rtp-client';

describe(`RTP simulation (server seed "${serverSeed}", client seed "${clientSeed}", nonces from 0)`, () => {
  for (const scenario of rtpScenarios) {
    const rounds = scenario.name.startsWith('slot') ? 12_000 : 8_000;
    it(`${scenario.name}: ${rounds} rounds within ${tolerateStandardErrors} standard errors of the theory`, () => {
      const measured = simulateRtp(scenario, rounds, serverSeed, clientSeed);
      const tolerance = tolerateStandardErrors * measured.standardError;
      expect(measured.standardError).toBeGreaterThan(0);
      expect(Math.abs(measured.measuredRtp - measured.theoreticalRtp)).toBeLessThanOrEqual(tolerance);
    });
  }
});
