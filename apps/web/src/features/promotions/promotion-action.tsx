import type { ErrorCode, Promotion } from '@ficha/contract';
import { Button, buttonClassName, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { memberPageHref } from '../../lib/member-pages.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { ApplyForm } from './apply-form.tsx';
import { useClaimPromotion } from './queries.ts';

/** The deposit form with this deposit bonus picked (the form reads `promotion`). */
export function depositHrefFor(promotionId: number): string {
  return `${memberPageHref('depositv2')}&${new URLSearchParams({ promotion: String(promotionId) }).toString()}`;
}

/**
 * A promotion's button by its state (SPEC §4): coming soon and claimed and closed are inert; claim takes the
 * reward (a visitor signs in first); join goes to the deposit form with the bonus picked; a rebate the member
 * takes part in links to the manual rebate page when requests are on; an issued reward is claimed; an "apply"
 * promotion opens its application (decision 0077). What happened shows under it.
 */
export function PromotionAction({
  promotion,
  onApply,
}: {
  promotion: Promotion;
  /**
   * An "apply" promotion (decision 0077): where its Apply button leads (the card opens the detail); absent, the
   * application form shows here (the detail).
   */
  onApply?: () => void;
}) {
  const { t, i18n } = useTranslation('promo');
  const token = useSessionToken();
  const { openLogin } = useAuthModals();
  const claim = useClaimPromotion();
  const errorMessage = useErrorMessage();
  const { t: errorText } = useTranslation('errors');

  const mayApply = promotion.kind === 'apply' && (promotion.state === 'join' || promotion.state === 'rejected');
  let control;
  if (mayApply && token && !onApply) {
    control = <ApplyForm promotion={promotion} />;
  } else if (mayApply) {
    control = (
      <Button onClick={() => (token ? onApply?.() : openLogin())}>
        {t(promotion.state === 'rejected' ? 'apply_again' : 'state_apply')}
      </Button>
    );
  } else if (promotion.state === 'claim' || promotion.state === 'issued') {
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
  } else if (promotion.state === 'joined' && promotion.rebate?.manual && token) {
    control = (
      <Link className={buttonClassName()} to={memberPageHref('manualRebate')}>
        {t('rebate_manual_link')}
      </Link>
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
      {promotion.state === 'rejected' ? <p className="promotion-action__note">{t('apply_rejected_note')}</p> : null}
      {promotion.state === 'applying' ? <p className="promotion-action__note">{t('apply_done')}</p> : null}
      {promotion.state === 'issued' && !claim.isSuccess ? (
        <p className="promotion-action__note">{t('issued_note')}</p>
      ) : null}
      {promotion.state === 'close' && promotion.refusal && !claim.isError ? (
        <p className="promotion-action__note">{errorText(promotion.refusal as ErrorCode)}</p>
      ) : null}
    </div>
  );
}
