import { describe, expect, it } from 'vitest';
import { realtimeCloseCode, realtimeCloseCodes } from './realtime.ts';

describe('realtime close codes', () => {
  it('are 4000 plus the HTTP status of the refusal', () => {
    expect(realtimeCloseCodes).toEqual({
      badRequest: realtimeCloseCode('request_param_err'),
      signedOut: realtimeCloseCode('CUSTOMER_NOT_LOGIN'),
      forbidden: realtimeCloseCode('in_need_true_account'),
      maintenance: realtimeCloseCode('game_maintenance'),
    });
  });
});
