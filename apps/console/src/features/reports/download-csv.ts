import { exportOperatorReport } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { readConsoleLanguage } from '../../lib/console-language.ts';
import { readSessionToken } from '../../lib/session-token.ts';
import type { ReportQuery } from './queries.ts';

/**
 * Downloads the report's CSV (GET /cms/v1/reports/export with the operator's token): the server streams it, the
 * browser saves it under the name the server gives. A refusal is the envelope's error.
 */
export async function downloadReportCsv(query: ReportQuery): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const headers: Record<string, string> = { Language: readConsoleLanguage() };
  const token = readSessionToken();
  if (token) headers['Authorization'] = token;
  const response = await fetch(`${exportOperatorReport.path}?${params}`, { headers });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const body = (await response.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(body?.errorCode ?? 'network_error', body?.message ?? response.statusText, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
