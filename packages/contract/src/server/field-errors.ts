import type { z } from 'zod';
import type { FieldError } from '../errors.ts';

/** Turns zod issues into the envelope's field list: one entry per failing field, with a stable reason key. */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: base ? `${base}.${key}` : key, reason: 'unknown_field' });
      continue;
    }
    const field = base || '(body)';
    if (issue.code === 'too_big') {
      out.push({ field, reason: 'too_big', params: { max: Number(issue.maximum) } });
    } else if (issue.code === 'too_small') {
      out.push({ field, reason: 'too_small', params: { min: Number(issue.minimum) } });
    } else if (issue.code === 'custom' || (issue.code === 'invalid_format' && /^[a-z_]+$/.test(issue.message))) {
      out.push({ field, reason: issue.message });
    } else {
      out.push({ field, reason: issue.code });
    }
  }
  return out;
}
