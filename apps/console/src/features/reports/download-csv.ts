import { exportOperatorReport } from '@ficha/contract';
import { downloadCsv } from '../../lib/download-csv.ts';
import type { ReportQuery } from './queries.ts';

/** Downloads the report's CSV (GET /cms/v1/reports/export), streamed by the server. */
export const downloadReportCsv = (query: ReportQuery) => downloadCsv(exportOperatorReport.path, query, 'report.csv');
