import { randomBytes } from 'node:crypto';
import {
  DomainError,
  gatewayCallbackPath,
  gatewayCallbackSchema,
  gatewayRedirectQuery,
  parseMoney,
  toWireMoney,
  type Deposit,
  type GatewayCallback,
} from '@ficha/contract';
import { isFresh, signPayload, verifySignature } from '@ficha/contract/server';
import type { Db } from '../../../db/database.ts';
import type { DepositRow, MemberRow } from '../../../db/schema/index.ts';
import type { Merchant } from '../../merchants/merchant.ts';
import type { MerchantService } from '../../merchants/merchants.service.ts';
import type { ClaimCall } from '../../promotions/promotions.service.ts';
import { notifyMember } from '../../realtime/realtime-channel.ts';
import {
  closePendingDeposit,
  expireGatewayOrders,
  findDepositByOrderId,
  findDepositIdByOrderId,
  insertGatewayCallback,
} from '../deposits.queries.ts';
import { toDeposit, type DepositService } from '../deposits.service.ts';

export interface GatewaySettings {
  /** Base URL of the gateway; undefined: gateway deposits are unavailable. */
  url: string | undefined;
  secret: string;
  orderTtlMs: number;
}

type CallbackResult = 'credited' | 'failed' | 'replayed' | 'refused_late' | 'refused_conflict';

/** Two decimals, as the gateway's query shows the amount (formatting only; the value is minor units). */
const amountText = (minor: bigint) => toWireMoney(minor).toFixed(2);

/**
 * The payment-gateway adapter. Starting a deposit stores a pending order and answers a signed redirect to the
 * gateway's payment page; the gateway's signed, timestamped callback settles the order.
 *
 * Callback rule (each callback is recorded in `gateway_callbacks` with what was done):
 * - pending and not expired: `paid` credits once (ledger key `deposit:<id>`) and approves; `failed` fails it.
 *   Either way the member's sockets hear of it (`info_deposit_arrival` / `info_deposit_failed`) on commit.
 * - the same outcome again (approved + paid, failed + failed) is a replay: answered success, nothing moves.
 * - a pending order past its expiry, or an order already failed or expired, is closed: a `paid` callback for it
 *   is "late" — recorded as refused_late, answered `payment_order_closed` (409), and no money moves; the
 *   operator settles it with the gateway by hand (a refund). `failed` after `paid` is refused the same way.
 */
export function createPaymentGatewayService(
  db: Db,
  deps: { deposits: DepositService; merchants: MerchantService; settings: GatewaySettings },
) {
  const { settings } = deps;

  async function settle(
    tx: Db,
    merchant: Merchant,
    row: DepositRow,
    channelCode: string,
    callback: GatewayCallback,
  ): Promise<CallbackResult> {
    if (row.status === 'pending' && row.expiresAt && row.expiresAt.getTime() < Date.now()) {
      await closePendingDeposit(tx, row.merchantId, row.id, { status: 'expired' });
      return 'refused_late';
    }
    if (row.status === 'pending') {
      if (callback.status === 'failed') {
        await closePendingDeposit(tx, row.merchantId, row.id, { status: 'failed' });
        await notifyMember(tx, row.merchantId, row.memberId, {
          type: 'notice',
          key: 'info_deposit_failed',
          at: new Date(),
          amountMinor: row.amountMinor,
        });
        return 'failed';
      }
      const entryId = await deps.deposits.credit(tx, merchant, row, channelCode);
      await closePendingDeposit(tx, row.merchantId, row.id, { status: 'approved', entryId });
      return 'credited';
    }
    if (
      (row.status === 'approved' && callback.status === 'paid') ||
      (row.status === 'failed' && callback.status === 'failed')
    )
      return 'replayed';
    return row.status === 'approved' ? 'refused_conflict' : 'refused_late';
  }

  return {
    async start(
      merchant: Merchant,
      member: MemberRow,
      input: { channelCode: string; amount: bigint; returnPath?: string; promotionId?: number | undefined },
      origin: string,
      call?: ClaimCall,
    ): Promise<{ deposit: Deposit; redirectUrl: string }> {
      deps.deposits.assertMember(merchant, member);
      if (!settings.url) throw new DomainError('deposit_channel_unavailable');
      const channel = await deps.deposits.openChannel(merchant, input.channelCode, ['gateway'], input.amount);
      const orderId = `fo_${randomBytes(12).toString('hex')}`;
      const expiresAt = new Date(Date.now() + settings.orderTtlMs);
      const view = await deps.deposits.openGatewayOrder(
        merchant,
        member,
        {
          channelId: channel.id,
          amountMinor: input.amount,
          reference: orderId,
          gatewayOrderId: orderId,
          expiresAt,
          promotionId: input.promotionId ?? null,
        },
        channel.code,
        call,
      );
      const query = gatewayRedirectQuery({
        orderId,
        merchant: merchant.code,
        amount: amountText(input.amount),
        currency: merchant.currency,
        callbackUrl: `${origin}${gatewayCallbackPath}`,
        returnUrl: `${origin}${input.returnPath ?? '/'}`,
        expiresAt: String(expiresAt.getTime()),
      });
      const redirectUrl = `${settings.url.replace(/\/$/, '')}/pay?${query}&signature=${signPayload(settings.secret, query)}`;
      return { deposit: toDeposit(view), redirectUrl };
    },

    /** Handles one callback (raw body and its signature header); see the rule above. */
    async callback(rawBody: string, signature: string | undefined): Promise<{ orderId: string; status: string }> {
      if (!verifySignature(settings.secret, rawBody, signature)) throw new DomainError('INVALID_SIGNATURE');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new DomainError('request_param_err');
      }
      const parsed = gatewayCallbackSchema.safeParse(json);
      if (!parsed.success) throw new DomainError('request_param_err');
      const callback = parsed.data;
      if (!isFresh(callback.timestamp)) throw new DomainError('REQUEST_EXPIRED');

      const found = await findDepositIdByOrderId(db, callback.orderId);
      if (!found) throw new DomainError('not_found');
      const merchant = await deps.merchants.byId(found.merchantId);
      const before = await deps.deposits.view(found.merchantId, found.id);
      const amount = parseMoney(callback.amount);
      if (!amount.ok || amount.minor !== before.deposit.amountMinor || callback.currency !== before.deposit.currency)
        throw new DomainError('request_param_err');

      const result = await db.transaction(async (tx) => {
        const row = await findDepositByOrderId(tx, callback.orderId);
        if (!row) throw new DomainError('not_found');
        const outcome = await settle(tx, merchant, row, before.channelCode, callback);
        await insertGatewayCallback(tx, {
          merchantId: row.merchantId,
          depositId: row.id,
          orderId: callback.orderId,
          outcome: callback.status,
          result: outcome,
          body: rawBody,
        });
        return outcome;
      });
      if (result === 'refused_late' || result === 'refused_conflict') throw new DomainError('payment_order_closed');
      const after = await deps.deposits.view(found.merchantId, found.id);
      return { orderId: callback.orderId, status: after.deposit.status };
    },

    /** Closes unpaid orders past their expiry (periodic upkeep; harmless to run twice). */
    expireOrders: () => expireGatewayOrders(db, new Date()),
  };
}

export type PaymentGatewayService = ReturnType<typeof createPaymentGatewayService>;
