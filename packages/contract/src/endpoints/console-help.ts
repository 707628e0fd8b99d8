import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { languageCodes } from '../languages.ts';
import { deviceSchema, queryObject, text } from '../schemas.ts';

export const consoleHelpEntrySchema = z.object({
  id: z.number().int(),
  language: z.enum(languageCodes),
  device: deviceSchema,
  /** The section's anchor: `/help#<tag>` opens it (`term` is the terms section). */
  tag: z.string(),
  title: z.string(),
  /** HTML; the site keeps only safe formatting. */
  content: z.string(),
  sort: z.number().int(),
});
export type ConsoleHelpEntry = z.infer<typeof consoleHelpEntrySchema>;

const helpEntryFields = z.strictObject({
  language: z.enum(languageCodes),
  device: deviceSchema,
  tag: text(40)
    .min(1)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'help_tag'),
  title: text(120).min(1),
  content: text(50_000).min(1),
  sort: z.number().int().min(0).max(100_000),
});
export type HelpEntryInput = z.infer<typeof helpEntryFields>;

/**
 * The operator's merchant's languages, beside its content lists: the editors show which of the languages it offers
 * an item has no text in (the site shows the default language's text there, decision 0088).
 */
export const contentLanguagesSchema = z.object({
  defaultLanguage: z.enum(languageCodes),
  supportLanguages: z.array(z.enum(languageCodes)),
});
export type ContentLanguages = z.infer<typeof contentLanguagesSchema>;

export const listConsoleHelpEntries = defineEndpoint({
  name: 'listConsoleHelpEntries',
  method: 'GET',
  path: '/cms/v1/help-entries',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's help-center sections, by language, device and order",
  request: queryObject({ language: z.enum(languageCodes).optional() }),
  response: z.object({ list: z.array(consoleHelpEntrySchema), languages: contentLanguagesSchema }),
});

export const createConsoleHelpEntry = defineEndpoint({
  name: 'createConsoleHelpEntry',
  method: 'POST',
  path: '/cms/v1/help-entries',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds a help section (one tag per language and device); audited, the help center shows it at once',
  request: helpEntryFields,
  response: consoleHelpEntrySchema,
});

export const updateConsoleHelpEntry = defineEndpoint({
  name: 'updateConsoleHelpEntry',
  method: 'PUT',
  path: '/cms/v1/help-entries',
  auth: 'operator',
  tag: 'console',
  summary: 'Replaces a help section; audited',
  request: helpEntryFields.extend({ id: z.number().int().positive().max(2_147_483_647) }),
  response: consoleHelpEntrySchema,
});

export const deleteConsoleHelpEntry = defineEndpoint({
  name: 'deleteConsoleHelpEntry',
  method: 'DELETE',
  path: '/cms/v1/help-entries',
  auth: 'operator',
  tag: 'console',
  summary: 'Removes a help section; audited',
  request: z.strictObject({ id: z.number().int().positive().max(2_147_483_647) }),
  response: z.object({ id: z.number().int() }),
});
