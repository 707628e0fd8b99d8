import type { OutboxService } from '../outbox/outbox.service.ts';
import { startDevSmtpServer, type ReceivedMail } from './dev-smtp-server.ts';
import { createMailService, merchantHeader, purposeHeader, type MailService } from './mail.service.ts';

export interface MailConfig {
  /** A real SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset starts the development catcher. */
  SMTP_URL?: string | undefined;
  /** Loopback port of the development catcher; 0 picks a free one. */
  SMTP_DEV_PORT: number;
  MAIL_FROM: string;
}

/** The catcher's outbox row: the merchant and purpose from the headers the mail service adds. */
function recordCaughtMail(outbox: OutboxService) {
  return async (mail: ReceivedMail) => {
    const merchantId = Number(mail.headers.get(merchantHeader.toLowerCase()));
    if (!Number.isSafeInteger(merchantId) || merchantId <= 0) throw new Error(`missing ${merchantHeader} header`);
    await outbox.record({
      merchantId,
      channel: 'email',
      recipient: mail.to.join(', '),
      subject: mail.subject,
      body: mail.text,
      purpose: mail.headers.get(purposeHeader.toLowerCase()) ?? 'unknown',
      status: 'stored',
    });
  };
}

/**
 * The mail service the process settings describe: through SMTP_URL, or — when it is unset — through a
 * development catcher on 127.0.0.1:SMTP_DEV_PORT that stores every message in the outbox.
 */
export async function startMailFromConfig(
  config: MailConfig,
  outbox: OutboxService,
): Promise<{ mail: MailService; devSmtpUrl: string | null; close(): Promise<void> }> {
  if (config.SMTP_URL) {
    const mail = createMailService({
      transportUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outbox,
      recordsOutbox: true,
    });
    return { mail, devSmtpUrl: null, close: async () => mail.close() };
  }
  const catcher = await startDevSmtpServer({
    host: '127.0.0.1',
    port: config.SMTP_DEV_PORT,
    onMessage: recordCaughtMail(outbox),
  });
  const mail = createMailService({ transportUrl: catcher.url, from: config.MAIL_FROM, outbox, recordsOutbox: false });
  return {
    mail,
    devSmtpUrl: catcher.url,
    close: async () => {
      mail.close();
      await catcher.close();
    },
  };
}
