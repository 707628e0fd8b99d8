import { DomainError } from '@ficha/contract';
import { createTransport } from 'nodemailer';
import type { OutboxService } from '../outbox/outbox.service.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. `password_reset`; travels in the X-Ficha-Purpose header. */
  purpose: string;
  /** Parts of the text (a reset link, a code) to mask in the outbox row this service writes. */
  secrets?: string[];
}

/** Headers that carry the merchant and purpose to the development mail catcher. */
export const merchantHeader = 'X-Ficha-Merchant';
export const purposeHeader = 'X-Ficha-Purpose';

/**
 * Sends mail through SMTP (nodemailer). Each mail lands in the outbox exactly once: with a real server
 * (`recordsOutbox`) this service writes the row, `sent` or `failed`; with the development catcher the catcher
 * writes it from the message as it arrived, and this service writes only a failed send.
 */
export function createMailService(options: {
  transportUrl: string;
  from: string;
  outbox: OutboxService;
  recordsOutbox: boolean;
}) {
  const transporter = createTransport(options.transportUrl);
  return {
    async send(merchantId: number, mail: OutgoingMail): Promise<void> {
      const recorded = {
        merchantId,
        channel: 'email' as const,
        recipient: mail.to,
        subject: mail.subject,
        body: (mail.secrets ?? []).reduce(
          (text, secret) => (secret ? text.split(secret).join('******') : text),
          mail.text,
        ),
        purpose: mail.purpose,
      };
      try {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === undefined ? {} : { html: mail.html }),
          textEncoding: 'base64',
          headers: { [merchantHeader]: String(merchantId), [purposeHeader]: mail.purpose },
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await options.outbox.record({ ...recorded, status: 'failed', error: reason });
        throw new DomainError('system_busy', { detail: `mail to ${mail.to} failed: ${reason}` });
      }
      if (options.recordsOutbox) await options.outbox.record({ ...recorded, status: 'sent' });
    },

    close(): void {
      transporter.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
