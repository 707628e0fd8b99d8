import { afterEach, describe, expect, it } from 'vitest';
import { currentAuthModal, useAuthModals } from './auth-modal-store.ts';

// The store's actions are plain functions (the hook only hands them out).
const modals = useAuthModals;
const requested = currentAuthModal;

afterEach(() => modals().close());

describe('auth modal store', () => {
  it('keeps the prefilled password of a forced change when a refused call asks for the dialog again', () => {
    modals().openChangePassword({ isForced: true, oldPassword: 'Inicio123', redirectTo: '/agentHome' });
    modals().openChangePassword({ isForced: true });
    expect(requested()).toEqual({
      name: 'changePassword',
      isForced: true,
      oldPassword: 'Inicio123',
      redirectTo: '/agentHome',
    });
  });

  it('makes an open change forced when the server demands it, and opens a fresh one after another dialog', () => {
    modals().openChangePassword();
    modals().openChangePassword({ isForced: true });
    expect(requested()).toEqual({ name: 'changePassword', isForced: true });
    modals().openLogin();
    modals().openChangePassword();
    expect(requested()).toEqual({ name: 'changePassword' });
  });
});
