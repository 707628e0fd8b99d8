import type { GatewayRedirectFields } from '@ficha/contract';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { box-sizing: border-box; width: min(92vw, 420px); padding: 24px; border: 1px solid GrayText; border-radius: 12px; }
  h1 { font-size: 1.2rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 20px; }
  dt { color: GrayText; } dd { margin: 0; word-break: break-all; }
  .actions { display: flex; gap: 12px; }
  button { flex: 1; min-height: 44px; font-size: 1rem; border-radius: 8px; border: 1px solid GrayText; cursor: pointer; }
  .pay { background: #1f7a3f; color: #fff; border-color: #1f7a3f; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The simulated gateway's payment page: the order and two choices, pay or fail. */
export function paymentPage(order: GatewayRedirectFields): string {
  const expires = new Date(Number(order.expiresAt)).toISOString();
  return page(
    'Payment simulator',
    `<h1>Payment simulator</h1>
    <dl>
      <dt>Merchant</dt><dd>${escape(order.merchant)}</dd>
      <dt>Order</dt><dd>${escape(order.orderId)}</dd>
      <dt>Amount</dt><dd>${escape(order.amount)} ${escape(order.currency)}</dd>
      <dt>Expires</dt><dd>${escape(expires)}</dd>
    </dl>
    <form method="post" action="/pay/decide" class="actions">
      <input type="hidden" name="orderId" value="${escape(order.orderId)}">
      <button class="pay" name="outcome" value="paid">Pay</button>
      <button name="outcome" value="failed">Fail</button>
    </form>`,
  );
}

export function messagePage(title: string, message: string, returnUrl?: string): string {
  return page(
    title,
    `<h1>${escape(title)}</h1><p>${escape(message)}</p>${
      returnUrl ? `<p><a href="${escape(returnUrl)}">Return to the merchant</a></p>` : ''
    }`,
  );
}
