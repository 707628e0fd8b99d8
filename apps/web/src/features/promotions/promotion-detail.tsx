import type { Promotion } from '@ficha/contract';
import { Dialog } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { PromotionAction } from './promotion-action.tsx';
import { PromotionArt } from './promotion-art.tsx';
import { PromotionCountdown } from './promotion-countdown.tsx';
import { PromotionTerms } from './promotion-terms.tsx';

/** A promotion's detail: art, summary, its terms, the rules in full, the countdown and its state's button. */
export function PromotionDetail({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation('promo');
  return (
    // The title isolated (FSI … PDI): a Latin title keeps its own direction in a right-to-left page.
    <Dialog title={`\u2068${promotion.title}\u2069`} closeLabel={t('close')} onClose={onClose}>
      <div className="promotion-detail">
        <PromotionArt art={promotion.art} kind={promotion.kind} />
        <p dir="auto">{promotion.summary}</p>
        <PromotionTerms promotion={promotion} />
        <h3 className="promotion-detail__heading">{t('rules_title')}</h3>
        <p className="promotion-detail__rules" dir="auto">
          {promotion.rules}
        </p>
        <PromotionCountdown promotion={promotion} />
        <PromotionAction promotion={promotion} />
      </div>
    </Dialog>
  );
}
