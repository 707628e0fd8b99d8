import {
  confirmWithdrawal,
  getDepositProof,
  getMyDepositProof,
  submitDeposit,
  type EndpointInput,
} from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, listen } from '../api-clients.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { databaseState } from '../database-state.ts';
import { png, pngPolyglot, pngWithScriptInside, refusedUploads } from './hostile-files.ts';
import { buildSecurityWorld, type SecurityWorld } from './security-world.ts';

/**
 * Every upload of the platform (a deposit's proof, a not-received withdrawal's proof) against hostile files: each
 * refused with an envelope error and nothing stored; what is accepted is served back as data with a fixed image
 * type, in JSON, with nosniff.
 */

let t: TestApp;
let w: SecurityWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildSecurityWorld(t, await listen(t));
});
afterAll(() => t.close());

/** A deposit request with the given proof (its declared type unchecked here: the server must check it). */
const deposit = (proof: { contentType: string; dataBase64: string }) =>
  ({ channelCode: 'banco-demo', amount: 150, reference: 'REF-UPLOAD', proof }) as EndpointInput<typeof submitDeposit>;

const hostile = [
  ...refusedUploads,
  { name: 'a png with an HTML page after its end', contentType: 'image/png' as const, bytes: pngPolyglot },
].map(({ name, contentType, bytes }) => ({ name, proof: { contentType, dataBase64: bytes.toString('base64') } }));

/** Why a file is refused: its bytes, or (an empty one) the schema, which wants at least one base64 character. */
const expectedCode = (name: string, bytesCode: string) =>
  name.includes('zero-byte') ? 'request_param_err' : bytesCode;

describe('deposit proofs', () => {
  for (const file of hostile) {
    it(`refuses ${file.name} and stores nothing`, async () => {
      const before = await databaseState(t.db);
      const failure = await failureOf(w.victim.client, submitDeposit, deposit(file.proof));
      expect([failure.status, failure.errorCode]).toEqual([400, expectedCode(file.name, 'deposit_proof_invalid')]);
      expect(await databaseState(t.db)).toEqual(before);
    });
  }

  it('refuses a declared type that lies about the bytes, or names a type that is not an image we take', async () => {
    const before = await databaseState(t.db);
    for (const contentType of ['image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream', '']) {
      const failure = await failureOf(
        w.victim.client,
        submitDeposit,
        deposit({ contentType, dataBase64: png.toString('base64') }),
      );
      expect([failure.status, failure.errorCode], contentType).toEqual(
        contentType === 'image/jpeg' ? [400, 'deposit_proof_invalid'] : [400, 'request_param_err'],
      );
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('serves a png that carries a script inside as a png, in JSON, with nosniff, to its owner and the console', async () => {
    const image = pngWithScriptInside();
    const stored = await w.victim.client.call(
      submitDeposit,
      deposit({ contentType: 'image/png', dataBase64: image.toString('base64') }),
    );
    for (const [url, authorization] of [
      [`${getMyDepositProof.path}?depositId=${stored.id}`, w.victim.token],
      [`${getDepositProof.path}?depositId=${stored.id}`, w.adminToken],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.json(), url).toEqual({
        success: true,
        value: { contentType: 'image/png', dataBase64: image.toString('base64') },
      });
    }
  });
});

describe('not-received withdrawal proofs', () => {
  for (const file of hostile) {
    it(`refuses ${file.name} and stores nothing`, async () => {
      const before = await databaseState(t.db);
      const failure = await failureOf(w.victim.client, confirmWithdrawal, {
        withdrawalId: w.victim.paidWithdrawalId,
        answer: 'not_received',
        proofImage: file.proof.dataBase64,
      });
      expect([failure.status, failure.errorCode]).toEqual([400, expectedCode(file.name, 'proof_image_invalid')]);
      expect(await databaseState(t.db)).toEqual(before);
    });
  }
});
