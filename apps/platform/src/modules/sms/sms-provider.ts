import { createHttpSmsProvider } from './http-sms-provider.ts';

/** Delivers one text message to a number in international form (`+525512345678`). Throws when it fails. */
export interface SmsProvider {
  /** `outbox`: nothing leaves the platform, the outbox row is the message (development); `gateway`: a real send. */
  readonly delivery: 'outbox' | 'gateway';
  send(to: string, text: string): Promise<void>;
}

/** For development: sends nothing; the SMS service's outbox row (status `stored`) is where the message is read. */
export function createOutboxSmsProvider(): SmsProvider {
  return { delivery: 'outbox', send: async () => undefined };
}

export interface SmsProviderConfig {
  SMS_PROVIDER: 'outbox' | 'http';
  SMS_HTTP_URL?: string | undefined;
  SMS_HTTP_TOKEN?: string | undefined;
}

/** The provider the process settings name; `http` needs its URL and token. */
export function createSmsProviderFromConfig(config: SmsProviderConfig): SmsProvider {
  if (config.SMS_PROVIDER === 'outbox') return createOutboxSmsProvider();
  if (!config.SMS_HTTP_URL || !config.SMS_HTTP_TOKEN)
    throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');
  return createHttpSmsProvider({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN });
}
