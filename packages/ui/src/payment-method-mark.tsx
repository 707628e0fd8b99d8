import type { PaymentChannelKind } from '@ficha/contract';
import type { ReactNode } from 'react';
import './payment-method-mark.css';

/**
 * Our own marks of the payment-channel kinds (issue 13): generic drawings of a bank, a wallet and a card — no
 * scheme's or brand's trademark — in the theme's colours (currentColor), so they suit dark and light alike.
 * The footer shows those of the merchant's enabled channels; the deposit form may show them beside a channel.
 */
const marks: Record<PaymentChannelKind, ReactNode> = {
  bank_transfer: (
    <>
      <path d="M24 5 38 12.5H10z" fill="currentColor" />
      <circle cx="24" cy="10" r="1.6" fill="var(--color-surface-raised)" />
      <path d="M14 15v8M20.7 15v8M27.3 15v8M34 15v8" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      <rect x="10" y="24.5" width="28" height="3" rx="1" fill="currentColor" />
    </>
  ),
  ewallet: (
    <>
      <path d="M13 10.5 31 5.5a2 2 0 0 1 2.5 1.4l1 3.6" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <rect x="10" y="10" width="28" height="17" rx="3.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <rect x="28" y="14.5" width="11" height="8" rx="2.5" fill="currentColor" />
      <circle cx="31.8" cy="18.5" r="1.5" fill="var(--color-surface-raised)" />
    </>
  ),
  gateway: (
    <>
      <rect x="9" y="7" width="30" height="19" rx="3" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <rect x="9" y="11" width="30" height="3.5" fill="currentColor" />
      <rect x="13" y="18" width="6" height="4.5" rx="1" fill="currentColor" opacity="0.75" />
      <path d="M23 21h5M30 21h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};

export interface PaymentMethodMarkProps {
  kind: PaymentChannelKind;
  /** The kind's name in the page's language: the mark's accessible name. Left out where the name is already
   * written beside the mark (a deposit channel), the mark is decoration. */
  label?: string;
}

/** One payment kind's mark on a small badge, named for screen readers when given a label. */
export function PaymentMethodMark({ kind, label }: PaymentMethodMarkProps) {
  return (
    <svg
      className={`payment-mark payment-mark--${kind}`}
      viewBox="0 0 48 32"
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-payment-kind={kind}
    >
      <rect width="48" height="32" rx="6" fill="var(--color-surface-raised)" />
      {marks[kind]}
    </svg>
  );
}
