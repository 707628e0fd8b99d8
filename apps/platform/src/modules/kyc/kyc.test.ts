import {
  bindBankAccount,
  getKycDocumentFile,
  getKycRules,
  getKycSetting,
  getMemberKyc,
  getMyKyc,
  listKycDocuments,
  requestWithdrawal,
  reviewKycDocument,
  updateKycRules,
  updateMemberProfile,
  uploadKycDocument,
  type EndpointInput,
  type KycDocumentKind,
} from '@ficha/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { kycFiles, refusedDocuments, refusedFileNames } from '../../../test/kyc-files.ts';
import { moneyFixtures, type FixturePlayer, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { auditLog, members } from '../../db/schema/index.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { demoKycRules } from '../../seed/seed-kyc.ts';
import { ageOn, defaultKycRules, levelReached, toWireKycRules, withdrawalNeedsLevel } from './kyc-rules.ts';
import { createKycService } from './kyc.service.ts';

let t: TestApp;
let baseUrl: string;
let f: MoneyFixtures;
let admin: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const upload = (
  kind: KycDocumentKind,
  file: Buffer = kycFiles.png,
  contentType = 'image/png',
  fileName = `${kind}.png`,
) => ({ kind, fileName, contentType, dataBase64: file.toString('base64') }) as EndpointInput<typeof uploadKycDocument>;

async function readyPlayer(amountMinor: bigint): Promise<FixturePlayer & { bankAccountId: number }> {
  const player = await f.player();
  const account = await player.client.call(bindBankAccount, {
    payeeName: 'Ana Pérez',
    bankName: 'Banco Uno',
    accountNumber: `${100000 + Math.floor(Math.random() * 899_999_999)}`,
    paymentPassword: '123456',
  });
  await f.fundWagered(player.member, amountMinor);
  return { ...player, bankAccountId: account.id };
}

const withdraw = (player: { bankAccountId: number }, amount: number) => ({
  amount,
  bankAccountId: player.bankAccountId,
  paymentPassword: '123456',
});

describe('KYC rules', () => {
  it('starts from the default levels with no withdrawal behind a level, and keeps the site answer false', async () => {
    expect(await admin.call(getKycRules, {})).toEqual({
      levels: [['id_front', 'id_back', 'selfie'], ['proof_of_address'], ['proof_of_payment']],
      requiredLevel: 1,
      withdrawalAbove: 0,
      lifetimeDepositsAbove: 0,
      minimumAge: 18,
    });
    expect(await apiClient(baseUrl).call(getKycSetting, {})).toEqual({ kycRequired: false });
  });

  it('refuses a document in two levels or a required level that does not exist, and changes nothing', async () => {
    const before = await databaseState(t.db);
    const twice = await failureOf(admin, updateKycRules, {
      levels: [['id_front', 'selfie'], ['selfie']],
      requiredLevel: 1,
      withdrawalAbove: 500,
      lifetimeDepositsAbove: 0,
      minimumAge: 18,
    });
    expect(twice.fields).toEqual([expect.objectContaining({ field: 'levels' })]);
    const beyond = await failureOf(admin, updateKycRules, {
      levels: [['id_front']],
      requiredLevel: 2,
      withdrawalAbove: 500,
      lifetimeDepositsAbove: 0,
      minimumAge: 18,
    });
    expect(beyond.errorCode).toBe('request_param_err');
    for (const bad of [null, -5, 1.005, 'x', 1e20]) {
      const failure = await failureOf(admin, updateKycRules, {
        levels: [['id_front']],
        requiredLevel: 1,
        withdrawalAbove: bad,
        lifetimeDepositsAbove: 0,
        minimumAge: 18,
      } as EndpointInput<typeof updateKycRules>);
      expect(failure.errorCode, String(bad)).toBe('request_param_err');
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('derives the level from approved documents level by level, and when a withdrawal needs it', () => {
    const rules = { ...defaultKycRules, withdrawalAboveMinor: 500_00n, lifetimeDepositsAboveMinor: 2_000_00n };
    expect(levelReached(rules, new Set(['id_front', 'id_back']))).toBe(0);
    expect(levelReached(rules, new Set(['id_front', 'id_back', 'selfie']))).toBe(1);
    // Level 3's document without level 2's: still level 1.
    expect(levelReached(rules, new Set(['id_front', 'id_back', 'selfie', 'proof_of_payment']))).toBe(1);
    expect(withdrawalNeedsLevel(rules, 500_00n, 0n)).toBe(false);
    expect(withdrawalNeedsLevel(rules, 500_01n, 0n)).toBe(true);
    expect(withdrawalNeedsLevel(rules, 10_00n, 2_000_01n)).toBe(true);
    expect(ageOn('2008-11-27', new Date('2026-11-26T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-11-26', new Date('2026-11-26T12:00:00Z'))).toBe(18);
  });

  it('seeds the demo with rules an operator could set: above 2,000.00 or 10,000.00 deposited, level 1', () => {
    const wire = toWireKycRules(demoKycRules);
    expect(wire).toMatchObject({ requiredLevel: 1, withdrawalAbove: 2000, lifetimeDepositsAbove: 10000 });
    expect(updateKycRules.request.safeParse(wire).success).toBe(true);
    expect(withdrawalNeedsLevel(demoKycRules, 2_000_00n, 10_000_00n)).toBe(false);
    expect(withdrawalNeedsLevel(demoKycRules, 2_000_01n, 0n)).toBe(true);
    expect(withdrawalNeedsLevel(demoKycRules, 10_00n, 10_000_01n)).toBe(true);
  });
});

describe('KYC documents and withdrawals', () => {
  it('refuses a large withdrawal naming the missing documents until an operator approves them; audited', async () => {
    await admin.call(updateKycRules, {
      levels: [['id_front', 'id_back', 'selfie'], ['proof_of_address']],
      requiredLevel: 1,
      withdrawalAbove: 500,
      lifetimeDepositsAbove: 0,
      minimumAge: 18,
    });
    expect(await apiClient(baseUrl).call(getKycSetting, {})).toEqual({ kycRequired: true });
    const player = await readyPlayer(2_000_00n);

    const refused = await failureOf(player.client, requestWithdrawal, withdraw(player, 600));
    expect([refused.status, refused.errorCode]).toEqual([409, 'kyc_level_required']);
    expect(refused.value).toEqual({ level: 0, requiredLevel: 1, missingDocuments: ['id_front', 'id_back', 'selfie'] });
    // Below the threshold nothing is asked.
    expect(await player.client.call(requestWithdrawal, withdraw(player, 100))).toMatchObject({ status: 'pending' });

    const front = await player.client.call(uploadKycDocument, upload('id_front', kycFiles.jpeg, 'image/jpeg'));
    const back = await player.client.call(uploadKycDocument, upload('id_back', kycFiles.webp, 'image/webp'));
    const selfie = await player.client.call(uploadKycDocument, upload('selfie'));
    expect(front).toMatchObject({ kind: 'id_front', status: 'pending', contentType: 'image/jpeg', rejectReason: null });
    const mine = await player.client.call(getMyKyc, {});
    expect(mine.level).toBe(0);
    expect(mine.documents.map((d) => d.kind)).toEqual(['selfie', 'id_back', 'id_front']);
    expect((await failureOf(player.client, requestWithdrawal, withdraw(player, 600))).value).toMatchObject({
      missingDocuments: ['id_front', 'id_back', 'selfie'],
    });

    const queue = await admin.call(listKycDocuments, { status: 'pending', username: player.username });
    expect(queue.list.map((d) => d.id)).toEqual([front.id, back.id, selfie.id]);
    expect(await admin.call(getKycDocumentFile, { documentId: back.id })).toEqual({
      fileName: 'id_back.png',
      contentType: 'image/webp',
      dataBase64: kycFiles.webp.toString('base64'),
    });
    await admin.call(reviewKycDocument, { documentId: front.id, decision: 'approve', expiresOn: '2099-12-31' });
    await admin.call(reviewKycDocument, { documentId: back.id, decision: 'approve' });
    expect((await failureOf(player.client, requestWithdrawal, withdraw(player, 600))).value).toEqual({
      level: 0,
      requiredLevel: 1,
      missingDocuments: ['selfie'],
    });
    const approved = await admin.call(reviewKycDocument, { documentId: selfie.id, decision: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', username: player.username, reviewedBy: 'admin' });
    expect(await admin.call(getMemberKyc, { memberId: player.member.id })).toMatchObject({ level: 1 });
    expect((await player.client.call(getMyKyc, {})).level).toBe(1);
    expect(await player.client.call(requestWithdrawal, withdraw(player, 600))).toMatchObject({ status: 'pending' });

    const audits = await t.db.select().from(auditLog).where(like(auditLog.target, 'kyc_document:%'));
    expect(audits.map((a) => a.action).sort()).toEqual(['kyc.approve', 'kyc.approve', 'kyc.approve']);
  });

  it('rejects with a reason the player sees, reviews once, and lets the player upload again', async () => {
    const player = await f.player();
    const doc = await player.client.call(
      uploadKycDocument,
      upload('proof_of_address', kycFiles.pdf, 'application/pdf'),
    );
    const rejected = await admin.call(reviewKycDocument, {
      documentId: doc.id,
      decision: 'reject',
      reason: 'La factura tiene más de 3 meses',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'La factura tiene más de 3 meses' });
    const again = await failureOf(admin, reviewKycDocument, { documentId: doc.id, decision: 'approve' });
    expect([again.status, again.errorCode]).toEqual([409, 'kyc_document_not_pending']);
    expect((await player.client.call(getMyKyc, {})).documents[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'La factura tiene más de 3 meses',
    });
    const second = await player.client.call(
      uploadKycDocument,
      upload('proof_of_address', kycFiles.pdf, 'application/pdf'),
    );
    expect(second.status).toBe('pending');
    const pastExpiry = await failureOf(admin, reviewKycDocument, {
      documentId: second.id,
      decision: 'approve',
      expiresOn: '2001-01-01',
    });
    expect(pastExpiry.errorCode).toBe('request_param_err');
  });

  it('reads an approved document as expired after its expiry day, and the level drops with it', async () => {
    const player = await f.player();
    const kinds = ['id_front', 'id_back', 'selfie'] as const;
    for (const kind of kinds) {
      const doc = await player.client.call(uploadKycDocument, upload(kind));
      await admin.call(reviewKycDocument, {
        documentId: doc.id,
        decision: 'approve',
        expiresOn: kind === 'id_front' ? '2090-01-01' : null,
      });
    }
    const merchant = await f.demoMerchant();
    const later = createKycService(t.db, {
      audit: createAuditService(t.db),
      now: () => new Date('2090-01-02T00:00:00Z'),
    });
    const memberKyc = await later.memberKyc(merchant.id, player.member.id);
    expect(memberKyc.level).toBe(0);
    expect(memberKyc.documents.find((d) => d.kind === 'id_front')?.status).toBe('expired');
    expect((await later.search(merchant.id, { status: 'expired', pageNo: 1, pageSize: 20 })).list).toHaveLength(1);
    expect((await admin.call(getMemberKyc, { memberId: player.member.id })).level).toBe(1);
  });

  it('keeps documents inside their merchant', async () => {
    const player = await f.player();
    const doc = await player.client.call(uploadKycDocument, upload('selfie'));
    const rival = await foreignOperatorClient(t, baseUrl);
    expect((await failureOf(rival, getKycDocumentFile, { documentId: doc.id })).errorCode).toBe('not_found');
    expect((await failureOf(rival, getMemberKyc, { memberId: player.member.id })).errorCode).toBe('not_found');
    expect((await failureOf(rival, reviewKycDocument, { documentId: doc.id, decision: 'approve' })).errorCode).toBe(
      'not_found',
    );
    expect((await rival.call(listKycDocuments, {})).list).toEqual([]);
  });
});

describe('KYC bad input', () => {
  it('refuses every hostile file with kyc_document_invalid and stores nothing', async () => {
    const player = await f.player();
    const before = await databaseState(t.db);
    for (const file of refusedDocuments) {
      const failure = await failureOf(
        player.client,
        uploadKycDocument,
        upload('id_front', file.bytes, file.contentType, 'id.pdf'),
      );
      expect([failure.status, failure.errorCode], file.name).toEqual([400, 'kyc_document_invalid']);
    }
    for (const fileName of refusedFileNames) {
      const failure = await failureOf(
        player.client,
        uploadKycDocument,
        upload('id_front', kycFiles.png, 'image/png', fileName),
      );
      // The binder already refuses a NUL anywhere in a request; every other name is the document check's.
      const code = fileName.includes('\u0000') ? 'request_param_err' : 'kyc_document_invalid';
      expect([failure.status, failure.errorCode], fileName).toEqual([400, code]);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses a zero-byte file, an unknown kind or type, and a wrong field type as request errors', async () => {
    const player = await f.player();
    const before = await databaseState(t.db);
    const cases: Record<string, unknown>[] = [
      { ...upload('id_front'), dataBase64: '' },
      { ...upload('id_front'), kind: 'passport_selfie' },
      { ...upload('id_front'), contentType: 'image/svg+xml' },
      { ...upload('id_front'), contentType: 'text/html' },
      { ...upload('id_front'), dataBase64: 12345 },
      { ...upload('id_front'), fileName: 'x'.repeat(121) },
      { ...upload('id_front'), extra: true },
    ];
    for (const input of cases) {
      const failure = await failureOf(
        player.client,
        uploadKycDocument,
        input as EndpointInput<typeof uploadKycDocument>,
      );
      expect([failure.status, failure.errorCode], JSON.stringify(input).slice(0, 80)).toEqual([
        400,
        'request_param_err',
      ]);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses a birthday under the minimum age on the profile and at withdrawal', async () => {
    await admin.call(updateKycRules, {
      levels: [['id_front', 'id_back', 'selfie']],
      requiredLevel: 1,
      withdrawalAbove: 0,
      lifetimeDepositsAbove: 0,
      minimumAge: 21,
    });
    const player = await readyPlayer(100_00n);
    const year = new Date().getUTCFullYear();
    const young = `${year - 20}-01-01`;
    const profile = await failureOf(player.client, updateMemberProfile, { birthday: young });
    expect([profile.status, profile.errorCode, profile.value]).toEqual([403, 'age_below_minimum', { minimumAge: 21 }]);
    await player.client.call(updateMemberProfile, { birthday: `${year - 30}-01-01` });
    // A birthday stored before the merchant raised its minimum age is caught at the withdrawal.
    const merchant = await f.demoMerchant();
    await t.db
      .update(members)
      .set({ birthday: young })
      .where(and(eq(members.merchantId, merchant.id), eq(members.id, player.member.id)));
    const refused = await failureOf(player.client, requestWithdrawal, withdraw(player, 50));
    expect(refused.errorCode).toBe('age_below_minimum');
  });
});
