import { DomainError, type Endpoint } from '@ficha/contract';
import type { FastifyRequest } from 'fastify';
import { createAdmissionGate, type AdmissionGate, type AdmissionStats } from '../security/admission-gate.ts';
import { createCoolDown, type CoolDown } from '../security/cool-down.ts';
import { createRefusalHold } from '../security/refusal-hold.ts';

export interface CredentialAdmissionSettings {
  concurrency: number;
  queue: number;
  perAddress: number;
  /** How long a TOO_MANY_REQUESTS answer to a credential call is held back (0: at once). */
  refusalHoldMs: number;
}

/** Refusals held back at most at once (each costs a timer and an open request); beyond, they are answered at once. */
const heldRefusalsCapacity = 4096;
/** Cooling addresses remembered at most per lane (about 100 bytes each). */
const coolingAddressesCapacity = 16_384;

/** Calls that check a password without an encrypted body; encrypted calls are gated anyway. */
const plainCredentialCalls = new Set(['operatorLogin']);

/** The lane of a gated call: a flood of one kind (player logins) never takes the places of another (the console). */
function laneOf(endpoint: Endpoint): string | undefined {
  if (!endpoint.encrypted && !plainCredentialCalls.has(endpoint.name)) return undefined;
  return `${endpoint.tag === 'console' ? 'console' : 'site'}:${endpoint.auth === 'none' ? 'anonymous' : 'signed-in'}`;
}

/**
 * Cheap refusals first (issue 11, finding 7): every encrypted call (RSA decryption, then password hashing and the
 * database round trips of sign-ins, registrations, password changes, withdrawals) and the console sign-in runs
 * under a bounded admission gate per lane, keyed by the client address; when the lane is full, or the address
 * already holds its share, the call is refused at once with TOO_MANY_REQUESTS before any of that work. Every
 * TOO_MANY_REQUESTS answer of a credential call (the gate's or a rate limit's) is then held back for
 * `refusalHoldMs`, its place already freed, so a client retrying the moment it is refused gets one answer per
 * connection per hold rather than keeping the CPU busy writing refusals; and for as long, the address's next calls
 * in that lane are refused at once (it cools down), so its retries are not decrypted and counted again.
 */
export function createCredentialAdmission(settings: CredentialAdmissionSettings) {
  const lanes = new Map<string, { gate: AdmissionGate; cooling: CoolDown }>();
  const refusals = createRefusalHold({ delayMs: settings.refusalHoldMs, capacity: heldRefusalsCapacity });
  const laneState = (lane: string) => {
    let state = lanes.get(lane);
    if (!state) {
      state = {
        gate: createAdmissionGate({
          concurrency: settings.concurrency,
          queue: settings.queue,
          perKey: settings.perAddress,
        }),
        cooling: createCoolDown({ ms: settings.refusalHoldMs, maxKeys: coolingAddressesCapacity }),
      };
      lanes.set(lane, state);
    }
    return state;
  };
  const admit = async <T>(lane: string, address: string, work: () => Promise<T>): Promise<T> => {
    const { gate, cooling } = laneState(lane);
    try {
      cooling.check(address);
      return await gate.run(work, address);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'TOO_MANY_REQUESTS') {
        cooling.start(address);
        await refusals.hold();
      }
      throw error;
    }
  };
  return {
    /** The binder's `admission` option. */
    admission<T>(endpoint: Endpoint, request: FastifyRequest, work: () => Promise<T>): Promise<T> {
      const lane = laneOf(endpoint);
      return lane ? admit(lane, request.ip, work) : work();
    },

    /** Places held per lane, and the refusals so far (the gate's and the cooling's), for metrics and tests. */
    stats(): Record<string, AdmissionStats> {
      return Object.fromEntries(
        [...lanes].map(([lane, { gate, cooling }]) => {
          const stats = gate.stats();
          return [lane, { ...stats, refused: stats.refused + cooling.stats().refused }];
        }),
      );
    },

    /** Refusals held back now. */
    heldRefusals: () => refusals.held(),
  };
}

export type CredentialAdmission = ReturnType<typeof createCredentialAdmission>;
