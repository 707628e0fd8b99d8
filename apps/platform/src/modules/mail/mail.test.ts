import { DomainError } from '@ficha/contract';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createMerchant } from '../../../test/factories.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import { createOutboxService } from '../outbox/outbox.service.ts';
import { startDevSmtpServer, type ReceivedMail } from './dev-smtp-server.ts';
import { startMailFromConfig } from './mail-from-config.ts';
import { createMailService } from './mail.service.ts';

let t: PlatformDatabase;
let merchantId: number;
let dev: Awaited<ReturnType<typeof startMailFromConfig>>;
beforeAll(async () => {
  t = await openPlatformDatabase();
  merchantId = (await createMerchant(t.db, { code: 'alpha' })).id;
  dev = await startMailFromConfig(
    { SMTP_DEV_PORT: 0, MAIL_FROM: 'Casa Alfa <no-reply@alfa.test>' },
    createOutboxService(t.db),
  );
});
afterAll(async () => {
  await dev.close();
  await t.close();
});

const rowsTo = (recipient: string) => t.db.select().from(outbox).where(eq(outbox.recipient, recipient));

const resetText = [
  'Hola jugador1:',
  '',
  'Para restablecer su contraseña abra este enlace (válido 30 minutos):',
  'https://alfa.test/reset?token=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXhxdXV4cXV1eA',
  '',
  'Si no lo pidió, ignore este correo. ¡Gracias! — Señor Ñandú 🎰',
].join('\n');

describe('mail through the development catcher', () => {
  it('stores each mail once in the outbox, with its subject and text exactly as they travelled', async () => {
    expect(dev.devSmtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await dev.mail.send(merchantId, {
      to: 'jugador1@example.com',
      subject: 'Restablecer contraseña — Casa Alfa',
      text: resetText,
      purpose: 'password_reset',
    });
    const rows = await rowsTo('jugador1@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchantId,
      channel: 'email',
      subject: 'Restablecer contraseña — Casa Alfa',
      body: resetText,
      purpose: 'password_reset',
      status: 'stored',
      error: null,
    });
  });

  it('keeps the plain text when an HTML version travels along', async () => {
    await dev.mail.send(merchantId, {
      to: 'jugador2@example.com',
      subject: 'Código',
      text: 'Su código es 482913.',
      html: '<p>Su código es <b>482913</b>.</p>',
      purpose: 'bind_email',
    });
    expect(await rowsTo('jugador2@example.com')).toMatchObject([{ body: 'Su código es 482913.', subject: 'Código' }]);
  });

  it('keeps long lines and many of them intact', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `línea ${i} `.repeat(12).trim()).join('\n');
    await dev.mail.send(merchantId, { to: 'largo@example.com', subject: 's'.repeat(150), text, purpose: 'test' });
    expect(await rowsTo('largo@example.com')).toMatchObject([{ body: text, subject: 's'.repeat(150) }]);
  });

  it('stores CRLF line ends as LF', async () => {
    await dev.mail.send(merchantId, { to: 'fin@example.com', subject: 'fin', text: 'uno\r\ndos', purpose: 'test' });
    expect(await rowsTo('fin@example.com')).toMatchObject([{ body: 'uno\ndos' }]);
  });

  it('refuses a message that names no merchant, and stores nothing', async () => {
    const raw = createTransport(dev.devSmtpUrl!);
    await expect(
      raw.sendMail({ from: 'x@alfa.test', to: 'nadie@example.com', subject: 'sin comercio', text: 'hola' }),
    ).rejects.toThrow(/550|X-Ficha-Merchant/);
    raw.close();
    expect(await rowsTo('nadie@example.com')).toEqual([]);
  });

  it('refuses a message over 1 MB', async () => {
    const raw = createTransport(dev.devSmtpUrl!);
    await expect(
      raw.sendMail({
        from: 'x@alfa.test',
        to: 'grande@example.com',
        subject: 'grande',
        text: 'x'.repeat(1_200_000),
        headers: { 'X-Ficha-Merchant': String(merchantId) },
      }),
    ).rejects.toThrow(/552|size/i);
    raw.close();
    expect(await rowsTo('grande@example.com')).toEqual([]);
  });
});

describe('mail through a real SMTP server', () => {
  let received: ReceivedMail[];
  let server: Awaited<ReturnType<typeof startDevSmtpServer>>;
  beforeAll(async () => {
    received = [];
    // A stand-in for the provider's SMTP server: it keeps what it receives and writes no outbox row.
    server = await startDevSmtpServer({ port: 0, onMessage: async (mail) => void received.push(mail) });
  });
  afterAll(() => server.close());

  it('writes the outbox row itself, once, as sent, with secrets masked', async () => {
    const mail = createMailService({
      transportUrl: server.url,
      from: 'no-reply@alfa.test',
      outbox: createOutboxService(t.db),
      recordsOutbox: true,
    });
    await mail.send(merchantId, {
      to: 'real@example.com',
      subject: 'Restablecer contraseña',
      text: resetText,
      purpose: 'password_reset',
      secrets: ['https://alfa.test/reset?token=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXhxdXV4cXV1eA'],
    });
    mail.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: ['real@example.com'], from: 'no-reply@alfa.test', text: resetText });
    expect(received[0]!.headers.get('x-ficha-merchant')).toBe(String(merchantId));
    expect(received[0]!.headers.get('x-ficha-purpose')).toBe('password_reset');
    const rows = await rowsTo('real@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', subject: 'Restablecer contraseña', purpose: 'password_reset' });
    expect(rows[0]!.body).toBe(resetText.replace(/https:\S+/, '******'));
  });

  it('records a failed send and answers system_busy, in either mode', async () => {
    for (const recordsOutbox of [true, false]) {
      const to = `caido-${recordsOutbox}@example.com`;
      const mail = createMailService({
        transportUrl: 'smtp://127.0.0.1:1',
        from: 'no-reply@alfa.test',
        outbox: createOutboxService(t.db),
        recordsOutbox,
      });
      const error = await mail
        .send(merchantId, { to, subject: 'x', text: 'y', purpose: 'test' })
        .catch((e: unknown) => e);
      mail.close();
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('system_busy');
      expect(await rowsTo(to)).toMatchObject([{ status: 'failed', body: 'y', error: expect.any(String) }]);
    }
  });
});
