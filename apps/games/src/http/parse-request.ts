import { DomainError } from '@ficha/contract';
import { fieldErrorsFromZod } from '@ficha/contract/server';
import type { z } from 'zod';

/** Validates a route's input with its contract schema; a failure is `request_param_err` listing the fields. */
export function parseRequest<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new DomainError('request_param_err', { fields: fieldErrorsFromZod(parsed.error) });
  return parsed.data;
}
