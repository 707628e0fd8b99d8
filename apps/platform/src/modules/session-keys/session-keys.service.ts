import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { DomainError } from '@ficha/contract';
import { decryptPayload, parseEncryptionHeader, unwrapLinkKey } from '@ficha/contract/server';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import { createReplayGuard } from './replay-guard.ts';
import { findKey, insertKey, newestKeys } from './session-keys.queries.ts';

const generate = promisify(generateKeyPair);

/**
 * RSA key pairs for encrypted calls (ARCHITECTURE.md "Wire contract"). Keys live in the database so every
 * instance shares them; the newest rotates after `rotationMs`, and the one before it stays valid for
 * `graceMs` after its successor appeared.
 */
export function createSessionKeyService(
  db: Db,
  options: {
    rotationMs: number;
    graceMs: number;
    /** How long this instance trusts its list of the newest keys (a rotation elsewhere shows up this much later). */
    newestKeysTtlMs?: number;
  },
) {
  let creating: Promise<void> | undefined;
  const replayGuard = createReplayGuard(db);
  // Decrypting must not cost database round trips and a PEM parse per call (decision 0021): the newest keys are
  // read at most every few seconds, and each private key is parsed once (key rows never change).
  const newest = createTtlCache<Awaited<ReturnType<typeof newestKeys>>>(options.newestKeysTtlMs ?? 0);
  const newestFive = () => newest.get('newest', () => newestKeys(db, 5));
  const parsedKeys = new Map<string, KeyObject>();
  const parsedKey = (id: string, pem: string) => {
    let key = parsedKeys.get(id);
    if (!key) {
      if (parsedKeys.size >= 16) parsedKeys.clear();
      key = createPrivateKey(pem);
      parsedKeys.set(id, key);
    }
    return key;
  };

  async function createKey() {
    const { publicKey, privateKey } = await generate('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await insertKey(db, { id: randomBytes(9).toString('base64url'), publicPem: publicKey, privatePem: privateKey });
  }

  async function current() {
    const [latest] = await newestFive();
    if (latest && Date.now() - latest.createdAt.getTime() < options.rotationMs) return latest;
    creating ??= createKey().finally(() => {
      creating = undefined;
    });
    await creating;
    newest.clear();
    const [fresh] = await newestKeys(db, 1);
    if (!fresh) throw new Error('no RSA key after creating one');
    return fresh;
  }

  /** A key pair a client may still use: known, and not retired (its successor older than the grace). */
  async function usableKey(keyId: string) {
    const recent = await newestFive();
    const key = recent.find((k) => k.id === keyId) ?? (await findKey(db, keyId));
    if (!key) throw new DomainError('request_body_required');
    const newer = recent.filter((k) => k.createdAt > key.createdAt);
    const successor = newer.at(-1);
    if (successor && Date.now() - successor.createdAt.getTime() > options.graceMs) {
      throw new DomainError('request_body_required');
    }
    return key;
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
      const key = await usableKey(keyId);
      const opened = decryptPayload(parsedKey(key.id, key.privatePem), wrappedKey, value);
      return replayGuard.admit(opened);
    },

    /**
     * The client's link key from a `Link-Key` header (decision 0079); a malformed header, an unknown or retired
     * key id or a wrapped key that does not open is `request_body_required`.
     */
    async linkKey(header: string): Promise<Buffer> {
      const { keyId, wrappedKey } = parseEncryptionHeader(header);
      const key = await usableKey(keyId);
      return unwrapLinkKey(parsedKey(key.id, key.privatePem), wrappedKey);
    },
  };
}

export type SessionKeyService = ReturnType<typeof createSessionKeyService>;
