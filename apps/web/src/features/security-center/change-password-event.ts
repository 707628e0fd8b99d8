/**
 * The change-password modal belongs to the app shell, not to this feature. The security center asks for
 * it with this window event (no detail); the shell listens and opens the modal.
 */
export const openChangePasswordEvent = 'ficha:open-change-password';

export function requestChangePassword(): void {
  window.dispatchEvent(new CustomEvent(openChangePasswordEvent));
}
