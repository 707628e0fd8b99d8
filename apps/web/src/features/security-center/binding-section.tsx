import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';
import { FormMessages } from './form-messages.tsx';
import { SecuritySection } from './security-section.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface BindingFormActions {
  onBound: () => void;
  /** Present when something is bound already: the form can be closed again. */
  onCancel?: () => void;
}

export interface BindingSectionProps {
  title: string;
  /** The bound value, masked for display; null when nothing is bound. */
  maskedValue: string | null;
  isVerified: boolean;
  /** The hidden name read before the value. */
  currentLabel: string;
  notBoundText: string;
  /** The button that opens the form over a bound value ("Cambiar" or "Verificar"). */
  openLabel: string;
  /** The status shown once the form bound a value. */
  boundStatus: string;
  renderForm: (actions: BindingFormActions) => ReactNode;
}

/**
 * A contact the member binds (email, mobile): the value (masked) and whether it is verified. Unbound, the
 * form shows at once; bound, a button opens it. Binding closes it and says so.
 */
export function BindingSection({
  title,
  maskedValue,
  isVerified,
  currentLabel,
  notBoundText,
  openLabel,
  boundStatus,
  renderForm,
}: BindingSectionProps) {
  const { t } = useTranslation('member');
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const isBound = maskedValue !== null;

  const badge = !isBound ? (
    <StatusBadge tone="neutral">{t('not_bound')}</StatusBadge>
  ) : isVerified ? (
    <StatusBadge tone="success">{t('verified')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('not_verified')}</StatusBadge>
  );

  const handleBound = () => {
    setIsFormOpen(false);
    setStatus(boundStatus);
  };

  return (
    <SecuritySection title={title} badge={badge}>
      {maskedValue !== null ? (
        <p className="security-value">
          <span className="visually-hidden">{currentLabel}: </span>
          <bdi>{maskedValue}</bdi>
        </p>
      ) : (
        <p className="card__note">{notBoundText}</p>
      )}
      {isBound && !isFormOpen ? (
        <Button
          variant="secondary"
          onClick={() => {
            setIsFormOpen(true);
            setStatus(null);
          }}
        >
          {openLabel}
        </Button>
      ) : null}
      {!isBound || isFormOpen
        ? renderForm({ onBound: handleBound, onCancel: isBound ? () => setIsFormOpen(false) : undefined })
        : null}
      <FormMessages status={status} />
    </SecuritySection>
  );
}
