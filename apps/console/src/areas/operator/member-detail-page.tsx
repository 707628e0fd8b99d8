import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MemberActions } from '../../features/members/member-actions.tsx';
import { MemberLoginsTable } from '../../features/members/member-logins-table.tsx';
import { MemberProfile } from '../../features/members/member-profile.tsx';
import { useMemberDetail } from '../../features/members/queries.ts';
import { MemberKycSection } from '../../features/kyc-review/member-kyc-section.tsx';
import { MemberBonusesSection } from '../../features/promotions/member-bonuses-section.tsx';
import '../../features/kyc-review/kyc-review.css';
import { MemberSupportHistory } from '../../features/support-chat/member-support-history.tsx';
import '../../features/support-chat/support-chat.css';
import { MemberWalletSection } from '../../features/wallets/member-wallet-section.tsx';
import { Player360Section } from '../../features/player-360/player-360-section.tsx';
import { MemberRgSection } from '../../features/rg-tools/member-rg-section.tsx';
import { MemberRiskSection } from '../../features/risk/member-risk-section.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';
import { memberIdFromParam } from './member-id-from-param.ts';
import { useCan } from '../../lib/use-can.ts';

/**
 * `/console/members/:memberId`, the player 360 page (decision 0051): profile (contact masked by role), uplines,
 * wallet, play and money over time, sign-ins and shared IPs, notes and tags, KYC, responsible gaming, risk alerts,
 * support history and the account's audit trail, each section shown to the roles that may read it.
 */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const memberId = memberIdFromParam(useParams()['memberId']);

  return (
    <>
      <Link to="/members" className="back-link">
        <span aria-hidden="true">‹ </span>
        {t('memberDetail.back')}
      </Link>
      {memberId === null ? (
        <div className="state">
          <h1 className="page-title">{t('memberDetail.title')}</h1>
          <p>{t('memberDetail.invalidId')}</p>
        </div>
      ) : (
        <MemberDetailContent memberId={memberId} />
      )}
    </>
  );
}

interface MemberDetailContentProps {
  memberId: number;
}

function MemberDetailContent({ memberId }: MemberDetailContentProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const detail = useMemberDetail(memberId);
  const canManage = useCan('members.manage');
  const canSeeSupport = useCan('support.view');
  const canSeeKyc = useCan('kyc.view');
  const canSeeRg = useCan('rg.view');
  const canSeeRisk = useCan('risk.view');
  const canSeeBonuses = useCan('promotions.view');

  if (!detail.data) {
    return (
      <>
        <div className="page-head">
          <h1 className="page-title">{t('memberDetail.title')}</h1>
        </div>
        {detail.isError ? (
          <ErrorState
            message={errorMessage(detail.error)}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : (
          <LoadingState />
        )}
      </>
    );
  }

  const member = detail.data;
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{member.username}</h1>
        <p className="page-intro">{t('memberDetail.intro', { id: member.id })}</p>
      </div>
      {detail.isError ? (
        <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      ) : null}
      <div className="member-layout">
        <MemberProfile member={member} />
        {canManage ? <MemberActions member={member} /> : null}
        <div className="member-logins">
          <MemberWalletSection memberId={member.id} username={member.username} />
        </div>
        <div className="member-logins">
          <Player360Section memberId={member.id} />
        </div>
        <div className="member-logins">
          <MemberLoginsTable logins={member.logins} />
        </div>
        {canSeeRisk ? (
          <div className="member-logins">
            <MemberRiskSection memberId={member.id} />
          </div>
        ) : null}
        {canSeeBonuses ? (
          <div className="member-logins">
            <MemberBonusesSection memberId={member.id} />
          </div>
        ) : null}
        {canSeeRg ? (
          <div className="member-logins">
            <MemberRgSection memberId={member.id} username={member.username} />
          </div>
        ) : null}
        {canSeeKyc ? (
          <div className="member-logins">
            <MemberKycSection memberId={member.id} username={member.username} />
          </div>
        ) : null}
        {canSeeSupport ? (
          <div className="member-logins">
            <MemberSupportHistory memberId={member.id} />
          </div>
        ) : null}
      </div>
    </>
  );
}
