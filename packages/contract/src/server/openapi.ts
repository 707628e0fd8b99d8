import { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { failureEnvelopeSchema } from '../envelope.ts';
import { errorStatus } from '../errors.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete json['$schema'];
  return json;
}

/** Builds the OpenAPI 3 document of a route table from the same zod schemas the servers validate with. */
export function buildOpenApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string; description: string },
  tags: ReadonlyArray<{ name: string; description: string }> = [],
): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const failure = schemaOf(failureEnvelopeSchema, 'output');
  for (const endpoint of endpoints) {
    const request = schemaOf(endpoint.request, 'input');
    const operation: Record<string, unknown> = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      'x-auth': endpoint.auth,
      'x-encrypted': endpoint.encrypted,
      'x-module': endpoint.moduleId,
      parameters: [
        ...(endpoint.auth === 'provider'
          ? [
              { name: 'X-Provider', in: 'header', required: true, schema: { type: 'string' } },
              {
                name: 'X-Signature',
                in: 'header',
                required: true,
                description: 'Lowercase hex HMAC-SHA256 of the raw request body under the provider secret',
                schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
              },
            ]
          : [{ name: 'Merchant', in: 'header', required: false, schema: { type: 'string' } }]),
        { name: 'Language', in: 'header', required: false, schema: { type: 'string' } },
        ...(endpoint.auth === 'none' || endpoint.auth === 'provider'
          ? []
          : [{ name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } }]),
        ...(endpoint.encrypted
          ? [{ name: 'Encryption', in: 'header', required: true, schema: { type: 'string' } }]
          : []),
        ...(endpoint.method === 'GET'
          ? Object.entries((request['properties'] as Record<string, JsonSchema> | undefined) ?? {}).map(
              ([name, schema]) => ({
                name,
                in: 'query',
                required: ((request['required'] as string[] | undefined) ?? []).includes(name),
                schema,
              }),
            )
          : []),
      ],
      responses: {
        200: {
          description: 'Success envelope',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', 'value'],
                properties: {
                  success: { type: 'boolean', enum: [true] },
                  value: schemaOf(endpoint.response, 'output'),
                },
              },
            },
          },
        },
        default: { description: 'Failure envelope', content: { 'application/json': { schema: failure } } },
      },
    };
    if (endpoint.method !== 'GET') {
      const contentType = endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      const body = endpoint.encrypted
        ? {
            type: 'object',
            required: ['value'],
            properties: { value: { type: 'string', description: 'base64url(iv || AES-256-GCM(JSON) || tag)' } },
            'x-plaintext': request,
          }
        : request;
      operation['requestBody'] = { required: true, content: { [contentType]: { schema: body } } };
    }
    const path = (paths[endpoint.path] ??= {});
    path[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info,
    ...(tags.length > 0 ? { tags } : {}),
    paths,
    'x-error-codes': errorStatus,
  };
}
