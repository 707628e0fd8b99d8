import type { RecordedCall } from './recorded-call.ts';

/**
 * The original client's contract calls (upstream-api §1.10, §5.1–5.2; issue 15): consolidated, and the four
 * actions at their D-paths and A-paths with the fields §5.2 records (the real-time salary's fields are marked (I)
 * there). The demo player is not an agent: the actions answer `error_not_agent`, which is the call answering.
 */
export const contractCalls: readonly RecordedCall[] = [
  {
    source: 'upstream-api §5.1 consolidated',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.10 processDividendReq (D)',
    method: 'GET',
    path: '/wps/relay/MCS2_processDividendReq',
    params: { type: 'CONS', status: 'A' },
    caller: 'player',
  },
  {
    source: 'upstream-api §1.10 processDividendReq (A)',
    method: 'GET',
    path: '/wps/relay/MCSFE_processContractDividend',
    params: { type: 'CONS', status: 'R' },
    caller: 'player',
  },
  {
    source: 'upstream-api §1.10 processDailySalary (D)',
    method: 'GET',
    path: '/wps/relay/MCS2_processDailySalContract',
    params: { id: 1, status: 'A' },
    caller: 'player',
  },
  {
    source: 'upstream-api §1.10 processDailySalary (A)',
    method: 'GET',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    params: { id: 1, status: 'C' },
    caller: 'player',
  },
  {
    source: 'upstream-api §1.10 processContractHourSalary (D)',
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    params: { contractId: 1, status: 'A' },
    caller: 'player',
  },
  {
    source: 'upstream-api §1.10 processContractHourSalary (A)',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    params: { contractId: 1, status: 'R' },
    caller: 'player',
  },
  {
    source: 'upstream-api §1.10 processRealTimeSalaryContract (I: id + status)',
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    params: { id: 1, status: 'A' },
    caller: 'player',
  },
];
