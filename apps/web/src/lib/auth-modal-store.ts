import { useSyncExternalStore } from 'react';

/** A notice shown at the top of the login dialog. */
export type LoginNotice = 'session_lost' | 'password_reset';

/** The account dialogs that can be open, with what each starts with. */
export type AuthModal =
  | { name: 'login'; username?: string; notice?: LoginNotice }
  | { name: 'register' }
  /** After a registration: the welcome step that leads to the first deposit. */
  | { name: 'welcome' }
  | { name: 'forgotPassword' }
  | { name: 'resetPassword'; token: string }
  | {
      name: 'changePassword';
      /** After a login that must change its password: the dialog cannot be dismissed. */
      isForced?: boolean;
      /** The password just typed at login, held in memory only, to prefill the current password. */
      oldPassword?: string;
      /** Where to go after the change (the agent entrance goes on to /agentHome). */
      redirectTo?: string;
    };

let current: AuthModal | null = null;
const listeners = new Set<() => void>();

function set(next: AuthModal | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getCurrent = () => current;

/** The dialog requested now, read outside React (the hook below re-renders on changes). */
export const currentAuthModal = getCurrent;

/** The dialog requested through `useAuthModals`, or null (a route such as /login may still open one). */
export function useRequestedAuthModal(): AuthModal | null {
  return useSyncExternalStore(subscribe, getCurrent, getCurrent);
}

export interface AuthModals {
  openLogin: (options?: Omit<Extract<AuthModal, { name: 'login' }>, 'name'>) => void;
  openRegister: () => void;
  openForgotPassword: () => void;
  openChangePassword: (options?: Omit<Extract<AuthModal, { name: 'changePassword' }>, 'name'>) => void;
  open: (modal: AuthModal) => void;
  close: () => void;
}

const api: AuthModals = {
  openLogin: (options = {}) => set({ name: 'login', ...options }),
  openRegister: () => set({ name: 'register' }),
  openForgotPassword: () => set({ name: 'forgotPassword' }),
  // A second request while the dialog is open (a call refused until the password changes, just after the login
  // that opened it) keeps what the first one started with: the prefilled password, the forced state, the target.
  openChangePassword: (options = {}) =>
    set(
      current?.name === 'changePassword'
        ? { ...current, ...options, isForced: Boolean(current.isForced || options.isForced) }
        : { name: 'changePassword', ...options },
    ),
  open: set,
  close: () => set(null),
};

/** Opens the login, registration and password dialogs from anywhere, over the current page. */
export function useAuthModals(): AuthModals {
  return api;
}
