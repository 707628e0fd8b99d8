import {
  bindEmail,
  bindMobile,
  disableTotp,
  enableTotp,
  getMemberIcon,
  getMemberProfile,
  getPlayerAvatar,
  getSecurityConfig,
  listMemberLogins,
  listMemberSessions,
  revokeMemberSession,
  sendBindEmailCode,
  sendBindMobileCode,
  setMemberIcon,
  setPaymentPassword,
  startTotpSetup,
  updateMemberProfile,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { memberOf, merchantOf } from '../../http/request-context.ts';
import { clientContext } from '../../http/client-context.ts';
import type { MemberSecurityService } from './member-security.service.ts';
import { avatarOf, securityConfigOf } from './security-config.ts';

export function memberSecurityRoutes(bind: EndpointBinder, security: MemberSecurityService) {
  bind.bind(getMemberProfile, async (_input, request) => security.profile(memberOf(request)));
  bind.bind(updateMemberProfile, async (input, request) => security.updateProfile(memberOf(request), input));
  bind.bind(sendBindMobileCode, async (input, request) =>
    security.sendMobileCode(await clientContext(request), memberOf(request), input),
  );
  bind.bind(bindMobile, async (input, request) => security.bindMobile(memberOf(request), input));
  bind.bind(sendBindEmailCode, async (input, request) =>
    security.sendEmailCode(await clientContext(request), memberOf(request), input.email),
  );
  bind.bind(bindEmail, async (input, request) => security.bindEmail(memberOf(request), input));
  bind.bind(setPaymentPassword, async (input, request) => security.setPaymentPassword(memberOf(request), input));
  bind.bind(startTotpSetup, async (_input, request) => security.startTotp(merchantOf(request), memberOf(request)));
  bind.bind(enableTotp, async (input, request) => security.enableTotp(memberOf(request), input.code));
  bind.bind(disableTotp, async (input, request) => security.disableTotp(memberOf(request), input.code));
  bind.bind(listMemberLogins, async (input, request) => security.logins(memberOf(request), input.limit));
  bind.bind(listMemberSessions, async (_input, request) => security.sessions(memberOf(request)));
  bind.bind(getSecurityConfig, async (_input, request) =>
    securityConfigOf(memberOf(request).member, merchantOf(request)),
  );
  bind.bind(getMemberIcon, async (_input, request) => avatarOf(memberOf(request).member));
  bind.bind(getPlayerAvatar, async (_input, request) => avatarOf(memberOf(request).member));
  bind.bind(setMemberIcon, async (input, request) => security.setAvatar(memberOf(request), input.avatar));
  bind.bind(revokeMemberSession, async (input, request) => security.revokeSession(memberOf(request), input.sessionId));
}
