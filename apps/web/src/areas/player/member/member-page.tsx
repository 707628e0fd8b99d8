import type { ComponentType } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BettingRecord } from '../../../features/records/betting-record.tsx';
import { PersonalProfit } from '../../../features/records/personal-profit.tsx';
import { SecurityCenter } from '../../../features/security-center/security-center.tsx';
import { memberPageHref, memberPageParam, memberPages, resolveMemberPage, type MemberPageId } from './member-pages.ts';
import './member-page.css';

const pageComponents: Record<MemberPageId, ComponentType> = {
  securityCenter: SecurityCenter,
  personalHistoryCopy: BettingRecord,
  personalProfit: PersonalProfit,
};

/**
 * `/member`, the member centre (SPEC §2.6): a list of its pages beside the open one. `?page=<id>` picks a
 * page; `/member` alone is the security center ("Mi cuenta").
 */
export function MemberPage() {
  const { t } = useTranslation('member');
  const [searchParams] = useSearchParams();
  const navLabelId = useId();
  const page = resolveMemberPage(searchParams.get(memberPageParam));
  const PageContent = pageComponents[page.id];

  return (
    <div className="member-page">
      <div className="member-page__layout">
        <nav className="member-page__nav" aria-labelledby={navLabelId}>
          <p id={navLabelId} className="member-page__nav-title">
            {t('in_personal_center')}
          </p>
          <ul className="member-page__nav-list">
            {memberPages.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={memberPageHref(entry.id)}
                  className="member-page__nav-link"
                  aria-current={entry.id === page.id ? 'page' : undefined}
                >
                  {t(entry.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="member-page__content">
          <h1 className="member-page__title">{t(page.titleKey)}</h1>
          <PageContent />
        </div>
      </div>
    </div>
  );
}
