import { errorMessage } from '@ficha/contract';
import { routerErrorProbes, sendRawHttp } from '@ficha/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let platform: TestApp;
let port: number;

beforeAll(async () => {
  platform = await createTestApp();
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  port = (platform.app.server.address() as { port: number }).port;
});
afterAll(() => platform.close());

describe('platform: router-level failures over a real socket (issue 11, finding 6)', () => {
  it.each(routerErrorProbes({ path: '/wps/member/info', postPath: '/wps/session/login' }))(
    'answers $name with $status $errorCode in the envelope',
    async ({ request, status, errorCode }) => {
      const answer = await sendRawHttp(port, request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body)).toEqual({ success: false, errorCode, message: errorMessage(errorCode, 'ES') });
    },
  );
});
