import type { ModuleId } from '@ficha/contract';

/** Whitelabel modules as flattened from `status.info.whitelabel` (modId → on). */
export type Modules = Readonly<Record<string, boolean>>;

export function isModuleOn(modules: Modules, id: ModuleId): boolean {
  return modules[id] === true;
}

export type LoginTab = 'username' | 'sms';

/** SPEC §2.5: the SMS tab exists only when code login (MOBILEVERCODELOGIN3) is on. */
export function loginTabs(modules: Modules): LoginTab[] {
  return isModuleOn(modules, 'MOBILEVERCODELOGIN3') ? ['username', 'sms'] : ['username'];
}

/** Free play (a trial account) is offered when FREEPLAY3 is on. */
export function canFreePlay(modules: Modules): boolean {
  return isModuleOn(modules, 'FREEPLAY3');
}

export type RegistrationMode = 'username' | 'mobile';

/**
 * The registration tabs (upstream-api §3.4): "Usuario" with USERNAMEREG3, "Móvil" with MOBILENUMREG3,
 * which is also the default when on. With neither on, registration by username is still offered.
 */
export function registrationModes(modules: Modules): { modes: RegistrationMode[]; defaultMode: RegistrationMode } {
  const modes: RegistrationMode[] = [];
  if (isModuleOn(modules, 'USERNAMEREG3')) modes.push('username');
  if (isModuleOn(modules, 'MOBILENUMREG3')) modes.push('mobile');
  if (modes.length === 0) modes.push('username');
  return { modes, defaultMode: modes.includes('mobile') ? 'mobile' : 'username' };
}

export type ForgotMethod = 'email' | 'phone';

/** Recovery by email always; by phone when CHNGPASSVERIF3 is on. */
export function forgotPasswordMethods(modules: Modules): ForgotMethod[] {
  return isModuleOn(modules, 'CHNGPASSVERIF3') ? ['email', 'phone'] : ['email'];
}
