import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';
import { DevicesSection } from './devices-section.tsx';
import { EmailBindingSection } from './email-binding-section.tsx';
import { MobileBindingSection } from './mobile-binding-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PaymentPasswordSection } from './payment-password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { memberProfileQuery } from './queries.ts';
import { RecentLoginsSection } from './recent-logins-section.tsx';
import { TotpSection } from './totp-section.tsx';
import '../../ui/card.css';
import './security-center.css';

/**
 * The security center (member-centre page `securityCenter`, "Mi cuenta"): profile, bindings, passwords,
 * two-factor, recent sign-ins and devices. The sections built on the profile wait for it together; the
 * sign-in lists load on their own.
 */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const profile = useQuery(memberProfileQuery());

  let profileSections;
  if (profile.isPending) {
    profileSections = (
      <div className="security-center__state">
        <LoadingState label={t('profile_loading')} />
      </div>
    );
  } else if (profile.isError) {
    profileSections = (
      <div className="security-center__state">
        <ErrorState
          message={errorMessage(profile.error)}
          retryLabel={t('retry')}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      </div>
    );
  } else {
    profileSections = (
      <>
        <ProfileSection profile={profile.data} />
        <MobileBindingSection profile={profile.data} />
        <EmailBindingSection profile={profile.data} />
        <PasswordSection />
        <PaymentPasswordSection hasPaymentPassword={profile.data.hasPaymentPassword} />
        <TotpSection isEnabled={profile.data.totpEnabled} />
      </>
    );
  }

  return (
    <div className="security-center">
      <div className="security-center__grid">
        {profileSections}
        <RecentLoginsSection />
        <DevicesSection />
      </div>
    </div>
  );
}
