import {
  getMerchantSettings,
  getSystemStatus,
  listPaymentChannels,
  updateMerchantSettings,
  updatePaymentChannel,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';

/** The footer's data in the status payload (issue 13): the merchant's licence line and its payment kinds. */
let t: TestApp;
let operator: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  visitor = apiClient(baseUrl);
});
afterAll(() => t.close());

const footerInfo = async () => (await visitor.call(getSystemStatus, {})).info;

describe('the footer in the status payload', () => {
  it("shows the demo licence and the kinds of the merchant's enabled channels, each once", async () => {
    const info = await footerInfo();
    expect(info.licence).toEqual({
      authority: 'Demo Gaming Commission',
      number: 'DGC-2026-0142',
      url: 'https://ficha.example/licence',
    });
    expect(info.paymentMethods).toEqual(['bank_transfer', 'ewallet', 'gateway']);
  });

  it('drops a payment kind at once when its only channel is turned off, and brings it back', async () => {
    const channels = await operator.call(listPaymentChannels, {});
    const ewallets = channels.filter((channel) => channel.kind === 'ewallet' && channel.enabled);
    for (const channel of ewallets) await operator.call(updatePaymentChannel, { id: channel.id, enabled: false });
    expect((await footerInfo()).paymentMethods).toEqual(['bank_transfer', 'gateway']);
    for (const channel of ewallets) await operator.call(updatePaymentChannel, { id: channel.id, enabled: true });
    expect((await footerInfo()).paymentMethods).toEqual(['bank_transfer', 'ewallet', 'gateway']);
  });

  it('takes the licence from the merchant settings (audited), and shows none once the authority is emptied', async () => {
    const licence = { authority: 'Autoridad de Juegos', number: 'AJ-77', url: '' };
    const saved = await operator.call(updateMerchantSettings, { licence });
    expect(saved.licence).toEqual(licence);
    expect((await operator.call(getMerchantSettings, {})).licence).toEqual(licence);
    expect((await footerInfo()).licence).toEqual(licence);

    await operator.call(updateMerchantSettings, { licence: { authority: '', number: '', url: '' } });
    expect((await footerInfo()).licence).toBeNull();
  });

  it('refuses a licence address that is not https and a number without its authority, as field errors', async () => {
    const insecure = await failureOf(operator, updateMerchantSettings, {
      licence: { authority: 'Regulator', number: '1', url: 'javascript:alert(1)' },
    });
    expect(insecure.errorCode).toBe('request_param_err');
    expect(insecure.fields).toEqual([expect.objectContaining({ field: 'licence.url', reason: 'url_format' })]);
    const orphan = await failureOf(operator, updateMerchantSettings, {
      licence: { authority: '', number: 'AJ-77', url: '' },
    });
    expect(orphan.fields).toEqual([
      expect.objectContaining({ field: 'licence.authority', reason: 'licence_authority_required' }),
    ]);
    const tooLong = await failureOf(operator, updateMerchantSettings, {
      licence: { authority: 'x'.repeat(121), number: '', url: '' },
    });
    expect(tooLong.fields).toEqual([expect.objectContaining({ field: 'licence.authority', reason: 'too_big' })]);
  });
});
