import { DomainError, type ConsoleHelpEntry, type HelpEntryInput } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '@ficha/server-kit';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import {
  deleteHelpEntryRow,
  insertHelpEntry,
  listHelpEntryRows,
  lockHelpEntry,
  updateHelpEntryRow,
  type HelpEntryRow,
} from './console-help.queries.ts';
import type { ContentService } from './content.service.ts';
import { contentLanguagesOf } from './content-languages.ts';

const toEntry = (row: HelpEntryRow): ConsoleHelpEntry => ({
  id: row.id,
  language: row.language as ConsoleHelpEntry['language'],
  device: row.device as ConsoleHelpEntry['device'],
  tag: row.tag,
  title: row.title,
  content: row.content,
  sort: row.sort,
});

/** A tag is one section per language and device: a second one is a conflict on `tag`. */
async function uniqueTag<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', { fields: [{ field: 'tag', reason: 'help_tag_taken' }] });
    throw error;
  }
}

/**
 * The console's help-center editing, inside the operator's merchant, each change audited; the help center's
 * cache of this instance drops right after, so the site shows the change at once.
 */
export function createConsoleHelpService(db: Db, deps: { audit: AuditService; content: ContentService }) {
  const audited = (merchantId: number, actor: Actor, action: string, id: number, before: unknown, after: unknown) =>
    ({ merchantId, actor, action, target: `help:${id}`, before, after }) as const;
  return {
    async list(merchantId: number, language?: string) {
      const [rows, languages] = await Promise.all([
        listHelpEntryRows(db, merchantId, language),
        contentLanguagesOf(db, merchantId),
      ]);
      return { list: rows.map(toEntry), languages };
    },

    async create(merchantId: number, input: HelpEntryInput, actor: Actor): Promise<ConsoleHelpEntry> {
      const entry = await uniqueTag(() =>
        db.transaction(async (tx) => {
          const created = toEntry(await insertHelpEntry(tx, merchantId, input));
          await deps.audit.record(tx, audited(merchantId, actor, 'content.help.create', created.id, null, created));
          return created;
        }),
      );
      deps.content.invalidateHelp(merchantId);
      return entry;
    },

    async update(merchantId: number, id: number, input: HelpEntryInput, actor: Actor): Promise<ConsoleHelpEntry> {
      const entry = await uniqueTag(() =>
        db.transaction(async (tx) => {
          const current = await lockHelpEntry(tx, merchantId, id);
          if (!current) throw new DomainError('not_found');
          const updated = toEntry(await updateHelpEntryRow(tx, id, input));
          await deps.audit.record(tx, audited(merchantId, actor, 'content.help.update', id, toEntry(current), updated));
          return updated;
        }),
      );
      deps.content.invalidateHelp(merchantId);
      return entry;
    },

    async remove(merchantId: number, id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const current = await lockHelpEntry(tx, merchantId, id);
        if (!current) throw new DomainError('not_found');
        await deleteHelpEntryRow(tx, id);
        await deps.audit.record(tx, audited(merchantId, actor, 'content.help.delete', id, toEntry(current), null));
      });
      deps.content.invalidateHelp(merchantId);
      return { id };
    },
  };
}

export type ConsoleHelpService = ReturnType<typeof createConsoleHelpService>;
