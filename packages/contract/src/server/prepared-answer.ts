import { z } from 'zod';
import type { Endpoint, EndpointResult } from '../endpoint.ts';
import { ok } from '../envelope.ts';

/**
 * A success answer whose wire bytes (the whole envelope, as `JSON.stringify` writes it) were built and checked
 * against the endpoint's response schema ahead of the request: the binder sends them as they are, with no
 * check or serialisation per request. For answers many requests share (a merchant's lobby data), built when
 * the data is loaded.
 */
export class PreparedAnswer<E extends Endpoint = Endpoint> {
  /** Ties the answer to its endpoint's type, so a handler cannot send another endpoint's bytes. */
  declare readonly endpoint?: E;

  constructor(readonly body: Buffer) {}
}

const closing = Buffer.from('}}');

/** Checks a value against the endpoint's response schema once and keeps the envelope's bytes. */
export function prepareAnswer<E extends Endpoint>(endpoint: E, value: EndpointResult<E>): PreparedAnswer<E> {
  return new PreparedAnswer(Buffer.from(JSON.stringify(ok(endpoint.response.parse(value)))));
}

/** The wire JSON bytes of one field of an object answer, checked once against that field's schema. */
export function prepareField<E extends Endpoint>(
  endpoint: E,
  field: keyof EndpointResult<E> & string,
  value: unknown,
): Buffer {
  const schema = objectShape(endpoint)[field];
  if (!schema) throw new Error(`${endpoint.name} answers no field ${field}`);
  return Buffer.from(JSON.stringify(z.parse(schema, value)));
}

const restSchemas = new WeakMap<Endpoint, { field: string; schema: z.ZodType }>();

/**
 * An object answer made of fields checked for this request (`rest`) and its last field as wire JSON prepared
 * once with `prepareField` (a large part many answers share). The bytes equal what checking and serialising
 * the whole answer would give: the schema lists that field last, as `JSON.stringify` writes it.
 */
export function composeAnswer<E extends Endpoint, F extends keyof EndpointResult<E> & string>(
  endpoint: E,
  rest: Omit<EndpointResult<E>, F>,
  field: F,
  fieldJson: Buffer,
): PreparedAnswer<E> {
  let known = restSchemas.get(endpoint);
  if (known?.field !== field) {
    if (Object.keys(objectShape(endpoint)).at(-1) !== field)
      throw new Error(`${endpoint.name}: ${field} is not its last field`);
    known = { field, schema: (endpoint.response as z.ZodObject).omit({ [field]: true } as Record<string, true>) };
    restSchemas.set(endpoint, known);
  }
  const restJson = JSON.stringify(known.schema.parse(rest));
  const separator = restJson === '{}' ? '' : ',';
  // Only the small part is encoded per request; the field's bytes are copied as they are.
  const head = Buffer.from(`{"success":true,"value":${restJson.slice(0, -1)}${separator}"${field}":`);
  return new PreparedAnswer(Buffer.concat([head, fieldJson, closing]));
}

function objectShape(endpoint: Endpoint): z.ZodRawShape {
  if (!(endpoint.response instanceof z.ZodObject)) throw new Error(`${endpoint.name} does not answer an object`);
  return endpoint.response.shape;
}
