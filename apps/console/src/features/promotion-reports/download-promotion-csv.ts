import { exportPromotionReport, type EndpointInput } from '@ficha/contract';
import { downloadCsv } from '../../lib/download-csv.ts';

/** Downloads the promotion report's CSV (GET /cms/v1/reports/promotions/export), streamed by the server. */
export const downloadPromotionCsv = (query: EndpointInput<typeof exportPromotionReport>) =>
  downloadCsv(exportPromotionReport.path, query, 'promotions.csv');
