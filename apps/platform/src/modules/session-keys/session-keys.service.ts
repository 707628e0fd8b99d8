import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { DomainError } from '@ficha/contract';
import { decryptPayload } from '@ficha/contract/server';
import type { Db } from '../../db/database.ts';
import { createReplayGuard } from './replay-guard.ts';
import { findKey, insertKey, newestKeys } from './session-keys.queries.ts';

const generate = promisify(generateKeyPair);

/**
 * RSA key pairs for encrypted calls (ARCHITECTURE.md "Wire contract"). Keys live in the database so every
 * instance shares them; the newest rotates after `rotationMs`, and the one before it stays valid for
 * `graceMs` after its successor appeared.
 */
export function createSessionKeyService(db: Db, options: { rotationMs: number; graceMs: number }) {
  let creating: Promise<void> | undefined;
  const replayGuard = createReplayGuard(db);

  async function createKey() {
    const { publicKey, privateKey } = await generate('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await insertKey(db, { id: randomBytes(9).toString('base64url'), publicPem: publicKey, privatePem: privateKey });
  }

  async function current() {
    const [newest] = await newestKeys(db, 1);
    if (newest && Date.now() - newest.createdAt.getTime() < options.rotationMs) return newest;
    creating ??= createKey().finally(() => {
      creating = undefined;
    });
    await creating;
    const [fresh] = await newestKeys(db, 1);
    if (!fresh) throw new Error('no RSA key after creating one');
    return fresh;
  }

  return {
    async publicKey() {
      const key = await current();
      // The clock the client stamps its sealed payload with (decision 0020).
      return { keyId: key.id, publicKey: key.publicPem, serverTime: Date.now() };
    },

    /**
     * Opens a sealed body; an unknown or retired key id is `request_body_required`, a replayed or stale one
     * `request_replayed`.
     */
    async decrypt(keyId: string, wrappedKey: string, value: string): Promise<unknown> {
      const key = await findKey(db, keyId);
      if (!key) throw new DomainError('request_body_required');
      const newer = (await newestKeys(db, 5)).filter((k) => k.createdAt > key.createdAt);
      const successor = newer.at(-1);
      if (successor && Date.now() - successor.createdAt.getTime() > options.graceMs) {
        throw new DomainError('request_body_required');
      }
      const opened = decryptPayload(key.privatePem, wrappedKey, value);
      return replayGuard.admit(opened);
    },
  };
}

export type SessionKeyService = ReturnType<typeof createSessionKeyService>;
