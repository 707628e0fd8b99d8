import { DomainError } from '@ficha/contract';
import type { FastifyRequest } from 'fastify';
import type { MemberIdentity, SessionService } from '../modules/sessions/sessions.service.ts';
import { merchantOf } from './request-context.ts';

/**
 * The member behind a public call that changes with the login state: the identity when the request carries a
 * live session token of this merchant, otherwise null (a stale or foreign token is no error on a public call).
 */
export async function optionalMemberOf(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<MemberIdentity | null> {
  const header = request.headers['authorization'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return null;
  try {
    return await sessions.authenticate(token, merchantOf(request).id);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}
