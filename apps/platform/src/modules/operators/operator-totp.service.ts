import QRCode from 'qrcode';
import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../security/totp.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isTotpRequired } from './operator-totp-policy.ts';
import type { OperatorIdentity } from './operators.service.ts';
import { findOperatorById, listOperatorRows, updateOperatorTotp } from './operators.queries.ts';

const invalidCode = () => new DomainError('totp_invalid', { fields: [{ field: 'code', reason: 'totp_invalid' }] });

/** Operators' TOTP second factor (decision 0018): set up, confirm, turn off, and an owner's reset of another's. */
export function createOperatorTotpService(db: Db, deps: { audit: AuditService }) {
  const actorOf = (identity: OperatorIdentity, ip: string) => ({
    type: 'operator' as const,
    id: identity.id,
    name: identity.username,
    ip,
  });

  async function current(identity: OperatorIdentity) {
    const row = await findOperatorById(db, identity.merchantId, identity.id);
    if (!row) throw new DomainError('operator_not_login');
    return row;
  }

  return {
    /** A fresh secret waiting for its first code; the current factor (if any) stays on until then. */
    async start(identity: OperatorIdentity) {
      const secret = newTotpSecret();
      await updateOperatorTotp(db, identity.merchantId, identity.id, { totpPendingSecret: secret });
      const url = otpauthUrl(secret, `Ficha ${identity.merchantCode}`, identity.username);
      const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl: url, qrSvg };
    },

    async confirm(identity: OperatorIdentity, code: string, ip: string) {
      const row = await current(identity);
      const secret = row.totpPendingSecret;
      if (!secret || !verifyTotp(secret, code)) throw invalidCode();
      await db.transaction(async (tx) => {
        await updateOperatorTotp(tx, identity.merchantId, identity.id, {
          totpSecret: secret,
          totpPendingSecret: null,
          totpEnabled: true,
        });
        await deps.audit.record(tx, {
          merchantId: identity.merchantId,
          actor: actorOf(identity, ip),
          action: 'operator.totp.enabled',
          target: `operator:${identity.username}`,
          before: { totpEnabled: row.totpEnabled },
          after: { totpEnabled: true },
        });
      });
      return { totpEnabled: true as const };
    },

    async disable(identity: OperatorIdentity, code: string, ip: string) {
      const row = await current(identity);
      if (!row.totpEnabled || !row.totpSecret || !verifyTotp(row.totpSecret, code)) throw invalidCode();
      await db.transaction(async (tx) => {
        await updateOperatorTotp(tx, identity.merchantId, identity.id, {
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabled: false,
        });
        await deps.audit.record(tx, {
          merchantId: identity.merchantId,
          actor: actorOf(identity, ip),
          action: 'operator.totp.disabled',
          target: `operator:${identity.username}`,
          before: { totpEnabled: true },
          after: { totpEnabled: false },
        });
      });
      return { totpEnabled: false as const };
    },

    async list(identity: OperatorIdentity) {
      const rows = await listOperatorRows(db, identity.merchantId);
      return {
        list: rows.map((r) => ({
          id: r.id,
          username: r.username,
          displayName: r.displayName,
          role: r.role,
          totpEnabled: r.totpEnabled,
          totpRequired: isTotpRequired(r.role),
        })),
      };
    },

    /** Owners only: clears another operator's factor (lost phone); that operator sets it up again. */
    async reset(identity: OperatorIdentity, operatorId: number, ip: string) {
      if (identity.role !== 'owner') throw new DomainError('forbidden');
      const target = await findOperatorById(db, identity.merchantId, operatorId);
      if (!target) throw new DomainError('not_found');
      await db.transaction(async (tx) => {
        await updateOperatorTotp(tx, identity.merchantId, target.id, {
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabled: false,
        });
        await deps.audit.record(tx, {
          merchantId: identity.merchantId,
          actor: actorOf(identity, ip),
          action: 'operator.totp.reset',
          target: `operator:${target.username}`,
          before: { totpEnabled: target.totpEnabled },
          after: { totpEnabled: false },
        });
      });
      return { reset: true as const };
    },
  };
}

export type OperatorTotpService = ReturnType<typeof createOperatorTotpService>;
