import type { FastifyInstance } from 'fastify';
import { demoLogins } from '../src/seed/seed-demo.ts';
import { loginOperator } from './operator-session.ts';

/**
 * Has the demo's second owner (`socio`) approve a pending protection change, for tests that loosen a protection
 * as set-up or clean-up (decision 0019); nothing when no change waits.
 */
export async function approveAsSecondOwner(app: FastifyInstance, pendingChange: { id: number } | null) {
  if (!pendingChange) return;
  const token = await loginOperator(app, demoLogins.secondOwner);
  const response = await app.inject({
    method: 'POST',
    url: '/cms/v1/protection-changes/approve',
    headers: { authorization: token },
    payload: { changeId: pendingChange.id },
  });
  if (response.json<{ success: boolean }>().success !== true) throw new Error(`approval failed: ${response.body}`);
}
