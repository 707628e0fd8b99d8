import type { promotionCategories } from '@ficha/contract';
import { EmptyState, ErrorState, LoadingState, Tabs } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/error-message.ts';
import { memberPageHref } from '../../lib/member-pages.ts';
import { usePromotionCategories, usePromotions } from '../../lib/promotion-queries.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionDetail } from './promotion-detail.tsx';
import { RewardCenter } from './reward-center.tsx';
import { RaffleBoard } from './raffle-board.tsx';
import './promotions.css';

type CategoryTab = 'all' | (typeof promotionCategories)[number];

/**
 * `/promotions`: the merchant's promotions by category (PROMOFE_getPromotionAnnouncementCategory), each a card
 * with its art, countdown and state's button; a card opens its detail with the rules. A member also finds
 * the way to their bonuses here, and the raffles with their tickets and winners.
 */
export function PromotionsPage() {
  const { t } = useTranslation('promo');
  const errorMessage = useErrorMessage();
  const token = useSessionToken();
  const promotions = usePromotions();
  const categories = usePromotionCategories();
  const [tab, setTab] = useState<CategoryTab>('all');
  const [openId, setOpenId] = useState<number | null>(null);

  let content;
  if (promotions.isError) {
    content = (
      <ErrorState
        message={errorMessage(promotions.error)}
        retryLabel={t('retry')}
        onRetry={() => void promotions.refetch()}
      />
    );
  } else if (!promotions.data) {
    content = <LoadingState label={t('loading')} />;
  } else {
    const shown = promotions.data.filter((promotion) => tab === 'all' || promotion.category === tab);
    const tabs = [
      { id: 'all' as const, label: `${t('category_all')} (${promotions.data.length})` },
      ...(categories.data ?? []).map((entry) => ({
        id: entry.category,
        label: `${t(`category_${entry.category}`)} (${entry.count})`,
      })),
    ];
    const open = promotions.data.find((promotion) => promotion.id === openId);
    content = (
      <Tabs label={t('categories')} items={tabs} selectedId={tab} onSelect={setTab}>
        {shown.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <div className="promotions-page__grid">
            {shown.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} onOpen={() => setOpenId(promotion.id)} />
            ))}
          </div>
        )}
        {open ? <PromotionDetail promotion={open} onClose={() => setOpenId(null)} /> : null}
      </Tabs>
    );
  }

  return (
    <div className="promotions-page">
      <div className="promotions-page__head">
        <h1 className="promotions-page__title">{t('title')}</h1>
        {token ? (
          <Link className="promotions-page__bonuses" to={memberPageHref('bonusDetails')}>
            {t('my_bonuses')}
          </Link>
        ) : null}
      </div>
      {token ? <RewardCenter /> : null}
      {content}
      {token ? <RaffleBoard /> : null}
    </div>
  );
}
