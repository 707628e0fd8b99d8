import type { PaymentChannelKind } from '@ficha/contract';
import { PaymentMethodMark } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './payment-methods.css';

const labelKeys = {
  bank_transfer: 'footer_payment_bank_transfer',
  ewallet: 'footer_payment_ewallet',
  gateway: 'footer_payment_gateway',
} as const satisfies Record<PaymentChannelKind, string>;

/** The marks of the merchant's enabled payment kinds, each with its name (the footer; issue 13). */
export function PaymentMethods() {
  const { t } = useTranslation();
  const kinds = useSystemStatus().info.paymentMethods;
  if (kinds.length === 0) return null;
  return (
    <ul className="payment-methods">
      {kinds.map((kind) => (
        <li key={kind} className="payment-methods__item">
          <PaymentMethodMark kind={kind} label={t(labelKeys[kind])} />
          <span className="payment-methods__name" aria-hidden="true">
            {t(labelKeys[kind])}
          </span>
        </li>
      ))}
    </ul>
  );
}
