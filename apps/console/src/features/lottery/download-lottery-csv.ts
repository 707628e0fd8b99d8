import { exportLotteryReport, type EndpointInput } from '@ficha/contract';
import { downloadCsv } from '../../lib/download-csv.ts';

/** Downloads the lottery report's CSV (GET /cms/v1/lottery/reports/export). */
export const downloadLotteryCsv = (query: EndpointInput<typeof exportLotteryReport>) =>
  downloadCsv(exportLotteryReport.path, query, 'lottery.csv');
