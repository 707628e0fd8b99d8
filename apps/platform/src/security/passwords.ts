import { hash, verify } from '@node-rs/argon2';
import { createAdmissionGate } from './admission-gate.ts';

// argon2id (the library default) with OWASP's minimum memory cost; tuned in one place.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most two hashes at once (each holds 19 MiB and a thread of libuv's pool of four, which file and DNS work
 * share) and 64 waiting; more is refused at once with TOO_MANY_REQUESTS instead of queueing without bound.
 */
export const hashingGate = createAdmissionGate({ concurrency: 2, queue: 64 });

export function hashPassword(password: string): Promise<string> {
  return hashingGate.run(() => hash(password, options));
}

/** A hash of a random password, checked when the account does not exist so timing doesn't reveal it. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    // Made outside the gate: a verify holding a place must never wait for another place.
    decoyHash ??= hash(`decoy-${Math.random()}`, options);
    const decoy = await decoyHash;
    await hashingGate.run(() => verify(decoy, password).catch(() => false));
    return false;
  }
  return hashingGate.run(() => verify(storedHash, password).catch(() => false));
}
