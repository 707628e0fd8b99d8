import { describe, expect, it } from 'vitest';
import { canFreePlay, forgotPasswordMethods, loginTabs, registrationModes } from './auth-modules.ts';

describe('loginTabs', () => {
  it('offers only the username login when code login is off', () => {
    expect(loginTabs({})).toEqual(['username']);
    expect(loginTabs({ MOBILEVERCODELOGIN3: false })).toEqual(['username']);
  });

  it('adds the SMS tab when MOBILEVERCODELOGIN3 is on', () => {
    expect(loginTabs({ MOBILEVERCODELOGIN3: true })).toEqual(['username', 'sms']);
  });
});

describe('canFreePlay', () => {
  it('follows FREEPLAY3', () => {
    expect(canFreePlay({ FREEPLAY3: true })).toBe(true);
    expect(canFreePlay({ FREEPLAY3: false })).toBe(false);
  });
});

describe('registrationModes', () => {
  it('shows both tabs with the mobile tab as the default when both modules are on', () => {
    expect(registrationModes({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual({
      modes: ['username', 'mobile'],
      defaultMode: 'mobile',
    });
  });

  it('shows only the tab whose module is on', () => {
    expect(registrationModes({ USERNAMEREG3: true })).toEqual({ modes: ['username'], defaultMode: 'username' });
    expect(registrationModes({ MOBILENUMREG3: true })).toEqual({ modes: ['mobile'], defaultMode: 'mobile' });
  });

  it('still registers by username when neither module is on', () => {
    expect(registrationModes({})).toEqual({ modes: ['username'], defaultMode: 'username' });
  });
});

describe('forgotPasswordMethods', () => {
  it('offers the phone only with CHNGPASSVERIF3', () => {
    expect(forgotPasswordMethods({})).toEqual(['email']);
    expect(forgotPasswordMethods({ CHNGPASSVERIF3: true })).toEqual(['email', 'phone']);
  });
});
