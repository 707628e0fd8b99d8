/**
 * The seamless-wallet conformance kit, for a game provider integrating with a Ficha platform:
 *
 *   npx tsx scripts/seamless-conformance.ts --url https://platform.example --provider CODE --secret S --launch-token T
 *
 * The launch token must be fresh (one use) and belong to a test player holding at least 5.00. Every case of the
 * published API is checked against the running platform and printed as PASS or FAIL; the exit code is the
 * number of failures (0: conformant).
 */
import { parseArgs } from 'node:util';
import { conformanceMinimumBalance, runSeamlessConformance } from '@ficha/contract/server';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    provider: { type: 'string' },
    secret: { type: 'string' },
    'launch-token': { type: 'string' },
  },
});
const { url, provider, secret } = values;
const launchToken = values['launch-token'];
if (!url || !provider || !secret || !launchToken) {
  console.error(
    'usage: npx tsx scripts/seamless-conformance.ts --url <platform> --provider <code> --secret <secret> ' +
      `--launch-token <fresh token of a test player with at least ${conformanceMinimumBalance}>`,
  );
  process.exit(64);
}

const results = await runSeamlessConformance({ url, provider, secret, launchToken });
for (const result of results) {
  console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.name}${result.passed ? '' : `\n      ${result.detail}`}`);
}
const failures = results.filter((r) => !r.passed).length;
console.log(`\n${results.length - failures} passed, ${failures} failed`);
process.exit(Math.min(failures, 63));
