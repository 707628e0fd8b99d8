import {
  consoleEndpointPermissions,
  operatorRoles,
  platformEndpoints,
  roleMayCall,
  type OperatorRole,
} from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createOperator } from '../../../test/factories.ts';
import { loginOperator } from '../../../test/operator-session.ts';

let t: TestApp;
const tokens = new Map<OperatorRole, string>();
let demoId: number;

/** Every call that needs an operator, straight from the route table: a new console endpoint is walked too. */
const operatorEndpoints = platformEndpoints.filter((e) => e.auth === 'operator');

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.execute<{ id: number }>(sql`select id from platform.merchants where code = 'demo'`);
  demoId = (rows as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 0;
  for (const role of operatorRoles) {
    await createOperator(t.db, { merchantId: demoId, username: `walk-${role}`, role });
    tokens.set(role, await loginOperator(t.app, { merchantCode: 'demo', username: `walk-${role}` }));
  }
});
afterAll(() => t.close());

/** The platform super-operator's calls (decision 0069): no merchant role makes them. */
const platformCalls = operatorEndpoints
  .filter((e) => consoleEndpointPermissions[e.name] === 'merchants.manage')
  .map((e) => e.name)
  .sort();

/** What an operator call can change: audit rows (every operator write has one), ledger entries, pending changes. */
async function footprint() {
  const result = await t.db.execute<{ audit: string; entries: string; changes: string; sessions: string }>(sql`
    select (select count(*) from platform.audit_log) as audit,
           (select count(*) from platform.journal_entries) as entries,
           (select count(*) from platform.protection_changes) as changes,
           (select count(*) from platform.operator_sessions where revoked_at is not null) as sessions`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

async function call(endpoint: (typeof operatorEndpoints)[number], token: string) {
  const response = await t.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { authorization: token },
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  });
  // A file endpoint (the reports' CSV export) answers the file itself when the role may call it.
  const file = /^text\/csv/.test(String(response.headers['content-type'] ?? ''));
  const body = file ? { success: true } : response.json<{ success: boolean; errorCode?: string }>();
  return { status: response.statusCode, body };
}

describe('operator roles × console endpoints', () => {
  it('covers every operator endpoint of the route table', () => {
    expect(operatorEndpoints.length).toBeGreaterThan(60);
  });

  it.each(operatorRoles)(
    'refuses %s exactly what the matrix denies, with a 403 envelope that changes nothing',
    async (role) => {
      const denied: string[] = [];
      for (const endpoint of operatorEndpoints) {
        // Signing out ends the session: it gets a session of its own.
        const token =
          endpoint.name === 'operatorLogout'
            ? await loginOperator(t.app, { merchantCode: 'demo', username: `walk-${role}` })
            : (tokens.get(role) ?? '');
        const before = await footprint();
        const { status, body } = await call(endpoint, token);
        if (roleMayCall(role, endpoint.name)) {
          expect({ endpoint: endpoint.name, status, errorCode: body.errorCode }).not.toMatchObject({
            errorCode: expect.stringMatching(/^operator_(forbidden|not_login)$/),
          });
        } else {
          denied.push(endpoint.name);
          expect({ endpoint: endpoint.name, status, body }).toEqual({
            endpoint: endpoint.name,
            status: 403,
            body: { success: false, errorCode: 'operator_forbidden', message: expect.any(String) },
          });
          expect(await footprint(), endpoint.name).toEqual(before);
        }
      }
      // An owner may do everything in its merchant; merchants themselves are the platform's (decision 0069).
      if (role === 'owner') expect(denied.sort()).toEqual(platformCalls);
      else expect(denied.length, role).toBeGreaterThan(0);
    },
  );

  it('tells the console the role and its permissions at sign-in and in the session', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/cms/v1/session/login',
      payload: { merchantCode: 'demo', username: 'walk-support', password: 'Operator#2026' },
    });
    const operator = login.json<{ value: { operator: { role: string; permissions: string[] } } }>().value.operator;
    expect(operator.role).toBe('support');
    expect(operator.permissions).toContain('feedback.answer');
    expect(operator.permissions).not.toContain('adjustments.request');
    const session = await t.app.inject({
      method: 'GET',
      url: '/cms/v1/session',
      headers: { authorization: tokens.get('read-only') ?? '' },
    });
    expect(
      session.json<{ value: { permissions: string[] } }>().value.permissions.every((p) => /^session$|\.view$/.test(p)),
    ).toBe(true);
  });

  it('answers the refusal in the request language', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/cms/v1/adjustments/settings',
      headers: { authorization: tokens.get('support') ?? '', language: 'EN' },
      payload: { dualApprovalThreshold: 50_000 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'operator_forbidden',
      message: 'Your console role does not allow this action',
    });
  });
});
