import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMailMessage, type MailMessage } from './mail-message.ts';

export interface ReceivedMail extends MailMessage {
  /** Envelope sender and recipients: where the message really went. */
  from: string;
  to: string[];
}

export interface DevSmtpServer {
  url: string;
  close(): Promise<void>;
}

const maxMessageBytes = 1_048_576;

/** An error smtp-server turns into the given SMTP reply code. */
const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * A mail catcher for development and tests: a plain SMTP server on loopback (no TLS, no auth) that reads each
 * message and hands it to `onMessage`. When `onMessage` throws, the client's send fails with 550.
 */
export async function startDevSmtpServer(options: {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  onMessage: (mail: ReceivedMail) => Promise<void>;
}): Promise<DevSmtpServer> {
  const host = options.host ?? '127.0.0.1';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: maxMessageBytes,
    logger: false,
    disableReverseLookup: true,
    banner: 'Ficha development mail catcher',
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(smtpError('Message exceeds the fixed maximum message size', 552));
          return;
        }
        const mail: ReceivedMail = {
          ...parseMailMessage(Buffer.concat(chunks)),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        options.onMessage(mail).then(
          () => callback(),
          (error: unknown) => callback(smtpError(error instanceof Error ? error.message : String(error), 550)),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
