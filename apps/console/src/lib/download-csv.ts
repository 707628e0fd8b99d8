import { ApiError } from '@ficha/contract/client';
import { readConsoleLanguage } from './console-language.ts';
import { readSessionToken } from './session-token.ts';

/**
 * Downloads a report's CSV (a GET of `path` with the query and the operator's token): the server streams it, the
 * browser saves it under the name the server gives. A refusal is the envelope's error.
 */
export async function downloadCsv(path: string, query: Record<string, unknown>, fallbackName: string): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const headers: Record<string, string> = { Language: readConsoleLanguage() };
  const token = readSessionToken();
  if (token) headers['Authorization'] = token;
  const response = await fetch(`${path}?${params}`, { headers });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const body = (await response.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(body?.errorCode ?? 'network_error', body?.message ?? response.statusText, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
