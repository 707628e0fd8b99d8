import type { RecordedCall } from './recorded-call.ts';

/**
 * The original client's member calls of issue 12 (H5): avatar, security configuration, automatic username
 * registration, Geetest, password reset by SMS, player-to-player transfers and demo play, as `upstream-api.md`
 * records them. Where the record has no parameters ("–"), none are sent: the call must still be answered (an
 * envelope answer such as `function.not.available` or a field error for what our implementation needs is an
 * answer, not a refusal of the call). Where the record names the fields only by what the call does, the fields
 * our endpoint takes are sent, marked "(I)" in `source`.
 */
export const memberCalls: readonly RecordedCall[] = [
  {
    source: 'upstream-api §1.1 icon (avatar)',
    method: 'GET',
    path: '/wps/member/info/icon',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.1 securityConfig',
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.1 getPlayerAvatar',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    params: {},
    caller: 'player',
  },
  {
    source: 'upstream-api §1.2 registerAuto (I: the fields of register, without a username)',
    method: 'PUT',
    path: '/wps/member/register/autoUsername',
    params: {
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
      mobileNum: '5512345678',
      countryDialingCode: '+52',
      captcha: '',
      verificationCode: '123456',
      registerMethod: 'WEB',
      login: true,
    },
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.2 captchaGeetest',
    method: 'GET',
    path: '/wps/captcha/geetest',
    params: {},
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.1 findPasswordByPhone (I: the username whose verified mobile gets the code)',
    method: 'POST',
    path: '/wps/member/password/sms',
    params: { username: '<username>' },
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.6 C2C transaction (I: receiver, amount, payment password, request id)',
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    params: { toUsername: '<username>', amount: 1, paymentPassword: '000000', requestId: 'recorded-c2c' },
    caller: 'player',
  },
  {
    source: 'upstream-api §1.4 trialGame (I: the game, as launchGame names it)',
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch',
    params: { nodeId: '<nodeId>' },
    caller: 'visitor',
  },
  {
    source: 'upstream-api §1.4 gameLaunchFB (I: the game, as launchGame names it)',
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    params: { nodeId: '<nodeId>' },
    caller: 'visitor',
  },
];
