import {
  changePassword,
  checkAffiliateCode,
  forgotPasswordByEmail,
  freePlay,
  getMemberInfo,
  login,
  logout,
  registerMember,
  registerAutoUsername,
  registerMemberByMobile,
  resetPasswordBySms,
  resetPasswordWithToken,
  sendLoginVerificationSms,
  sendNoLoginSms,
  sendRegisterSms,
  setPasswordByPhone,
  updateLanguage,
  verifyLogin,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { memberOf, merchantOf } from '../../http/request-context.ts';
import { toMemberInfo } from '../members/member-roles.ts';
import type { MemberSecurityService } from '../member-security/member-security.service.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { clientContext, mailOrigin } from '../../http/client-context.ts';
import type { LoginService } from './login.service.ts';
import type { PasswordService } from './passwords.service.ts';
import type { RegistrationService } from './registration.service.ts';

export function accountRoutes(
  bind: EndpointBinder,
  deps: {
    login: LoginService;
    registration: RegistrationService;
    passwords: PasswordService;
    sessions: SessionService;
    merchants: MerchantService;
    security: MemberSecurityService;
  },
) {
  bind.bind(registerMember, async (input, request) =>
    deps.registration.register(await clientContext(request), input, 'username'),
  );
  bind.bind(registerMemberByMobile, async (input, request) =>
    deps.registration.register(await clientContext(request), input, 'mobile'),
  );
  bind.bind(registerAutoUsername, async (input, request) =>
    deps.registration.register(await clientContext(request), input, 'auto'),
  );
  bind.bind(resetPasswordBySms, async (input, request) =>
    deps.passwords.resetBySms(await clientContext(request), input),
  );
  bind.bind(checkAffiliateCode, async (input, request) =>
    deps.registration.checkAffiliate(await clientContext(request), input.code),
  );
  bind.bind(sendRegisterSms, async (input, request) =>
    deps.registration.sendRegisterSms(await clientContext(request), input),
  );
  bind.bind(sendNoLoginSms, async (input, request) =>
    deps.passwords.sendNoLoginSms(await clientContext(request), input),
  );
  bind.bind(login, async (input, request) => deps.login.login(await clientContext(request), input));
  bind.bind(verifyLogin, async (input, request) => deps.login.verify(await clientContext(request), input));
  bind.bind(sendLoginVerificationSms, async (input, request) =>
    deps.login.sendChallengeSms(await clientContext(request), input.challengeId),
  );
  bind.bind(freePlay, async (_input, request) => deps.login.freePlay(await clientContext(request)));
  bind.bind(logout, async (_input, request) => {
    await deps.sessions.revoke(memberOf(request).tokenHash);
    return { loggedOut: true as const };
  });
  bind.bind(getMemberInfo, async (_input, request) => toMemberInfo(memberOf(request).member, merchantOf(request)));
  bind.bind(changePassword, async (input, request) =>
    deps.passwords.change(merchantOf(request), memberOf(request), input),
  );
  bind.bind(forgotPasswordByEmail, async (input, request) =>
    deps.passwords.forgotByEmail(await clientContext(request), input, await mailOrigin(request, deps.merchants)),
  );
  bind.bind(resetPasswordWithToken, async (input, request) =>
    deps.passwords.resetWithToken(await clientContext(request), input),
  );
  bind.bind(setPasswordByPhone, async (input, request) =>
    deps.passwords.setByPhone(await clientContext(request), input),
  );
  bind.bind(updateLanguage, async (input, request) => deps.security.setLanguage(memberOf(request), input.language));
}
