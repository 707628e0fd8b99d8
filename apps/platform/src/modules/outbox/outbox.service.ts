import type { Db } from '../../db/database.ts';
import { insertOutboxRow, listOutboxRows } from './outbox.queries.ts';

export interface OutboxEntry {
  merchantId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  /** What the message is for, e.g. `register` or `password-reset`. */
  purpose: string;
  /** `stored`: kept here only (development); `sent`: handed to a real gateway; `failed`: the gateway refused. */
  status: 'stored' | 'sent' | 'failed';
  error?: string | null;
}

/** The record of every SMS and email the platform sends for a merchant, for the console and for development. */
export function createOutboxService(db: Db) {
  return {
    /** Records one message; returns its id. */
    async record(entry: OutboxEntry): Promise<number> {
      return insertOutboxRow(db, {
        merchantId: entry.merchantId,
        channel: entry.channel,
        recipient: entry.recipient,
        subject: entry.subject ?? null,
        body: entry.body,
        purpose: entry.purpose,
        status: entry.status,
        error: entry.error ?? null,
      });
    },

    /** A page of the merchant's messages, newest first; `recipient` matches any part of the address, any case. */
    async list(
      merchantId: number,
      query: {
        channel?: 'sms' | 'email' | undefined;
        recipient?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await listOutboxRows(
        db,
        merchantId,
        { channel: query.channel, recipientContains: query.recipient || undefined },
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          purpose: r.purpose,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
        pageNo: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
