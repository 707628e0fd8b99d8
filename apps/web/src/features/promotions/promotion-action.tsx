import type { ErrorCode, Promotion } from '@ficha/contract';
import { Button, buttonClassName, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { memberPageHref } from '../../lib/member-pages.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { useClaimPromotion } from './queries.ts';

/** The deposit form with this deposit bonus picked (the form reads `promotion`). */
export function depositHrefFor(promotionId: number): string {
  return `${memberPageHref('depositv2')}&${new URLSearchParams({ promotion: String(promotionId) }).toString()}`;
}

/**
 * A promotion's button by its state (SPEC §4): coming soon and claimed and closed are inert; claim takes the
 * reward (a visitor signs in first); join goes to the deposit form with the bonus picked. What happened shows
 * under it.
 */
export function PromotionAction({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation('promo');
  const token = useSessionToken();
  const { openLogin } = useAuthModals();
  const claim = useClaimPromotion();
  const errorMessage = useErrorMessage();
  const { t: errorText } = useTranslation('errors');

  let control;
  if (promotion.state === 'claim') {
    control = (
      <Button
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => (token ? claim.mutate(promotion) : openLogin())}
      >
        {t('state_claim')}
      </Button>
    );
  } else if (promotion.state === 'join') {
    control = token ? (
      <Link className={buttonClassName()} to={depositHrefFor(promotion.id)}>
        {t('state_join')}
      </Link>
    ) : (
      <Button onClick={() => openLogin()}>{t('state_join')}</Button>
    );
  } else {
    control = (
      <Button variant="secondary" disabled>
        {t(`state_${promotion.state}`)}
      </Button>
    );
  }

  return (
    <div className="promotion-action">
      {control}
      {claim.isSuccess ? (
        <p className="promotion-action__status" role="status">
          {t('claim_done', { amount: moneyText(claim.data.claim.amount, i18n.language) })}
        </p>
      ) : null}
      {claim.isError ? (
        <p className="promotion-action__error" role="alert">
          {errorMessage(claim.error)}
        </p>
      ) : null}
      {promotion.state === 'close' && promotion.refusal && !claim.isError ? (
        <p className="promotion-action__note">{errorText(promotion.refusal as ErrorCode)}</p>
      ) : null}
    </div>
  );
}
