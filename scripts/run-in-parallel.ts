/**
 * Runs npm scripts that share no state at the same time (`npm test`: lint beside the type check; the server
 * suites on PGlite, the same on PostgreSQL and the end-to-end journeys side by side) and keeps their outputs
 * apart: every line is printed as it comes, prefixed with its script's name; a last line per script says how it
 * ended and when; the exit code is the first failure's.
 * Usage: tsx scripts/run-in-parallel.ts <npm script> [<npm script> ...]
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-in-parallel.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const started = Date.now();
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);

function run(script: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${script}] ${line}\n`));
    }
    child.on('close', (code) => {
      const status = code ?? 1;
      process.stdout.write(
        `===== ${script}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} at ${minutes()} min\n`,
      );
      done(status);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.find((code) => code !== 0) ?? 0);
