import { DomainError } from '@ficha/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAdmissionGate } from './admission-gate.ts';

/** A piece of work the test finishes when it wants, and whether it has started. */
function heldWork() {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const piece = {
    started: false,
    finish: () => finish(),
    fail: (error: Error) => fail(error),
    work: () => {
      piece.started = true;
      return new Promise<string>((resolve, reject) => {
        finish = () => resolve('done');
        fail = reject;
      });
    },
  };
  return piece;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('TOO_MANY_REQUESTS');
  expect((error as DomainError).value).toEqual({ retryAfterSeconds: 1 });
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('admission gate', () => {
  it('runs `concurrency` at once, queues `queue` more, refuses the next at once, and recovers', async () => {
    const gate = createAdmissionGate({ concurrency: 2, queue: 1 });
    const pieces = [heldWork(), heldWork(), heldWork()];
    const runs = pieces.map((p) => gate.run(p.work));
    await settle();
    expect(pieces.map((p) => p.started)).toEqual([true, true, false]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1, keys: 0, refused: 0 });

    const extra = heldWork();
    await refusal(gate.run(extra.work));
    expect(extra.started).toBe(false);
    expect(gate.stats().refused).toBe(1);

    pieces[0]?.finish();
    await settle();
    expect(pieces[2]?.started).toBe(true);
    expect(gate.stats()).toEqual({ running: 2, waiting: 0, keys: 0, refused: 1 });
    pieces[1]?.finish();
    pieces[2]?.finish();
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done']);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, keys: 0, refused: 1 });

    const after = heldWork();
    const run = gate.run(after.work);
    await settle();
    after.finish();
    expect(await run).toBe('done');
  });

  it('starts waiting work in arrival order', async () => {
    const gate = createAdmissionGate({ concurrency: 1, queue: 3 });
    const order: number[] = [];
    const first = heldWork();
    const running = gate.run(first.work);
    const waiting = [1, 2, 3].map((n) =>
      gate.run(async () => {
        order.push(n);
      }),
    );
    await settle();
    expect(order).toEqual([]);
    first.finish();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('frees the place of work that fails, and passes the failure on', async () => {
    const gate = createAdmissionGate({ concurrency: 1, queue: 0 });
    const failing = heldWork();
    const run = gate.run(failing.work, 'a');
    await settle();
    failing.fail(new Error('boom'));
    await expect(run).rejects.toThrow('boom');
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, keys: 0, refused: 0 });
    expect(await gate.run(async () => 'next', 'a')).toBe('next');
  });

  it('refuses a key that holds its share while other keys still get in', async () => {
    const gate = createAdmissionGate({ concurrency: 2, queue: 4, perKey: 2 });
    const flood = [heldWork(), heldWork()];
    const runs = flood.map((p) => gate.run(p.work, '10.0.0.1'));
    await refusal(gate.run(heldWork().work, '10.0.0.1'));
    const other = heldWork();
    const otherRun = gate.run(other.work, '10.0.0.2');
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 1, keys: 2, refused: 1 });
    flood.forEach((p) => p.finish());
    await settle();
    expect(other.started).toBe(true);
    other.finish();
    await Promise.all([...runs, otherRun]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, keys: 0, refused: 1 });
  });

  it('never holds more than its bounds, whatever arrives and finishes in whatever order (seeded)', async () => {
    const seed = Number(process.env['ADMISSION_MODEL_SEED'] ?? 20261125);
    console.log(`admission gate model seed ${seed}`);
    const steps = fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('arrive' as const), key: fc.integer({ min: 0, max: 5 }) }),
        fc.record({ kind: fc.constant('finish' as const), index: fc.nat() }),
      ),
      { maxLength: 200 },
    );
    await fc.assert(
      fc.asyncProperty(steps, async (script) => {
        const bounds = { concurrency: 3, queue: 4, perKey: 2 };
        const gate = createAdmissionGate(bounds);
        const live: Array<ReturnType<typeof heldWork>> = [];
        const runs: Array<Promise<unknown>> = [];
        let admitted = 0;
        for (const step of script) {
          if (step.kind === 'arrive') {
            const piece = heldWork();
            const before = gate.stats().refused;
            runs.push(gate.run(piece.work, `k${step.key}`).catch(() => undefined));
            if (gate.stats().refused === before) {
              admitted += 1;
              live.push(piece);
            }
          } else {
            const started = live.filter((p) => p.started);
            const piece = started[step.index % Math.max(1, started.length)];
            if (piece) {
              live.splice(live.indexOf(piece), 1);
              piece.finish();
            }
          }
          await settle();
          const stats = gate.stats();
          expect(stats.running).toBeLessThanOrEqual(bounds.concurrency);
          expect(stats.waiting).toBeLessThanOrEqual(bounds.queue);
          expect(stats.keys).toBeLessThanOrEqual(bounds.concurrency + bounds.queue);
          expect(stats.running + stats.waiting).toBe(live.length);
          expect(live.filter((p) => p.started)).toHaveLength(stats.running);
        }
        while (live.length > 0) {
          live
            .filter((p) => p.started)
            .forEach((p) => {
              live.splice(live.indexOf(p), 1);
              p.finish();
            });
          await settle();
        }
        await Promise.all(runs);
        expect(gate.stats()).toMatchObject({ running: 0, waiting: 0, keys: 0 });
        expect(admitted + gate.stats().refused).toBe(runs.length);
      }),
      { seed, numRuns: 100 },
    );
  });
});
