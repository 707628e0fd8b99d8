import { z } from 'zod';
import { languageCodes } from './languages.ts';

/** A query-string object: unknown keys are refused, an optional cache buster `t` is allowed (upstream sends one). */
export function queryObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({
    ...shape,
    t: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
  });
}

export const emptyQuery = queryObject({});

/**
 * A parameter the original client sends (SPEC §7, `upstream-api.md`) that a call accepts and does not use: any
 * bounded scalar, optional, described as such in OpenAPI (`x-accepted-ignored`). Issue 12, decision 0042.
 */
const ignoredParam = z
  .union([z.string().max(512), z.number(), z.boolean()])
  .optional()
  .meta({ description: 'Sent by the original client; accepted and not used', 'x-accepted-ignored': true });

/**
 * The parameters, by name, that the original client sends with a call and the call does not use: spread into
 * the call's strict object, so they are accepted while a genuinely unknown field is still refused.
 */
export function ignoredParams<const K extends string>(...names: K[]): Record<K, typeof ignoredParam> {
  return Object.fromEntries(names.map((name) => [name, ignoredParam])) as Record<K, typeof ignoredParam>;
}

export const languageSchema = z.enum(languageCodes);

/** A bounded, trimmed text; every string on the wire has a maximum. */
export function text(max: number) {
  return z.string().trim().max(max);
}

export const deviceSchema = z.enum(['WEB', 'H5', 'APP']);
