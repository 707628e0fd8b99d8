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

export const languageSchema = z.enum(languageCodes);

/** A bounded, trimmed text; every string on the wire has a maximum. */
export function text(max: number) {
  return z.string().trim().max(max);
}

export const deviceSchema = z.enum(['WEB', 'H5', 'APP']);
