import type { FieldError } from '@ficha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { problemMessage, problemOfIssue, type SchemaIssue } from './field-problem.ts';

/** A form's schema: from the values of its inputs to what its submit sends. */
export type FormSchema<TValues extends FieldValues, TBody> = z.ZodType<TBody, TValues>;

/**
 * The react-hook-form resolver of a form checked by a zod schema — the contract's request schema where the
 * form sends one, piped after the form's own shaping (trim, a number from the text typed). Each error's
 * message is the problem's reason (`problemMessage`), worded by the app when it renders; the submit
 * handler receives the schema's output, the request body.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { error: issueMessage }) as Resolver<Input, unknown, Output>;
}

function issueMessage(issue: SchemaIssue): string {
  return problemMessage(problemOfIssue(issue));
}

/**
 * Checks the body a form builds with the endpoint's request schema (the contract's), and leaves the body
 * as it is: the client sends the wire form, which the schema may parse into another (money into minor
 * units). Each problem the request schema finds goes to the field of its first path segment.
 */
export function withRequest<Input extends FieldValues, Body>(
  schema: z.ZodType<Body, Input>,
  request: z.ZodType<unknown, Body>,
): z.ZodType<Body, Input> {
  return schema.superRefine((body, context) => {
    const checked = request.safeParse(body, { error: issueMessage });
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    }
  });
}

/**
 * Adds a form's own checks to its schema (a confirmation that must match, a merchant's registration
 * rules): each field error found becomes an issue on that field with the same reason and numbers.
 */
export function withChecks<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  check: (values: z.output<Schema>) => Iterable<FieldError | null | undefined> | Partial<Record<string, FieldError>>,
): Schema {
  return schema.superRefine((values, context) => {
    const found = check(values);
    const errors = Symbol.iterator in found ? [...found] : Object.values(found);
    for (const error of errors) {
      if (!error) continue;
      context.addIssue({
        code: 'custom',
        path: [error.field],
        message: problemMessage({ reason: error.reason, params: error.params ?? {} }),
      });
    }
  }) as unknown as Schema;
}

/** The values of a form of text inputs, before its own checks and the contract's schema. */
export function textValues<const Name extends string>(...names: Name[]): z.ZodObject<Record<Name, z.ZodString>> {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<Name, z.ZodString>);
}
