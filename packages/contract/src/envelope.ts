import { z } from 'zod';
import type { FieldError } from './errors.ts';

/** Success envelope: `{ success: true, value }`. */
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

/** Failure envelope: a stable key, a message in the request language and, for validation, the failing fields. */
export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  fields?: FieldError[];
  value?: unknown;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function ok<T>(value: T): SuccessEnvelope<T> {
  return { success: true, value };
}

export function fail(
  errorCode: string,
  message: string,
  extra: { fields?: FieldError[]; value?: unknown } = {},
): FailureEnvelope {
  return {
    success: false,
    errorCode,
    message,
    ...(extra.fields ? { fields: extra.fields } : {}),
    ...(extra.value === undefined ? {} : { value: extra.value }),
  };
}

export const fieldErrorSchema = z.object({
  field: z.string(),
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  value: z.unknown().optional(),
});

export function successEnvelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
