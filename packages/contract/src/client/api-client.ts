import type { z } from 'zod';
import type { Endpoint, EndpointInput } from '../endpoint.ts';
import { getSessionKey } from '../endpoints/system.ts';
import type { FieldError } from '../errors.ts';
import { encryptPayload } from './encryption.ts';

/** A failed call: the envelope's key and message, the HTTP status and, for validation, the fields. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  readonly value: unknown;

  constructor(
    errorCode: string,
    message: string,
    status: number,
    extra: { fields?: FieldError[]; value?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.fields = extra.fields;
    this.value = extra.value;
  }
}

export interface ApiClientOptions {
  /** Origin of the API; empty for same-origin calls in the browser. */
  baseUrl?: string;
  /** Merchant code sent as the `Merchant` header (exactly one). */
  merchant?: () => string | null | undefined;
  /** Raw session token for the `Authorization` header (no "Bearer"). */
  token?: () => string | null | undefined;
  /** Wire language code for the `Language` header. */
  language?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** Extra headers for every call (tests use it for X-Forwarded-For). */
  headers?: () => Record<string, string>;
}

/** What one call adds to the client's own: headers of that call only (the status's `Link-Key`). */
export interface CallOptions {
  headers?: Record<string, string>;
}

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<z.output<E['response']>>;
}

/** Builds the one typed client used by web, console, e2e and bench. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl ?? '';

  async function call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    callOptions: CallOptions = {},
  ): Promise<z.output<E['response']>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers?.(),
      ...callOptions.headers,
    };
    const merchant = options.merchant?.();
    if (merchant) headers['Merchant'] = merchant;
    const token = options.token?.();
    if (token) headers['Authorization'] = token;
    const language = options.language?.();
    if (language) headers['Language'] = language;

    let url = baseUrl + endpoint.path;
    let body: string | undefined;
    if (endpoint.method === 'GET') {
      const query = toQueryString(input as Record<string, unknown> | undefined);
      if (query) url += `?${query}`;
    } else if (endpoint.encrypted) {
      const key = await call(getSessionKey, {});
      // Stamped with the server's clock (the key was fetched just now), so a device whose clock is off still
      // gets through the server's freshness window.
      const sealed = await encryptPayload(key, input ?? {}, key.serverTime ? { timestamp: key.serverTime } : {});
      headers['Encryption'] = sealed.header;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(sealed.body);
    } else if (endpoint.bodyEncoding === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQueryString(input as Record<string, unknown> | undefined);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }

    const response = await doFetch(url, { method: endpoint.method, headers, body });
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!payload || typeof payload !== 'object') {
      throw new ApiError('network_error', response.statusText || 'Network error', response.status);
    }
    if (payload['success'] !== true) {
      throw new ApiError(
        String(payload['errorCode'] ?? 'system_busy'),
        String(payload['message'] ?? ''),
        response.status,
        {
          fields: payload['fields'] as FieldError[] | undefined,
          value: payload['value'],
        },
      );
    }
    return endpoint.response.parse(payload['value']) as z.output<E['response']>;
  }

  return { call };
}

function toQueryString(input: Record<string, unknown> | undefined): string {
  if (!input) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}
