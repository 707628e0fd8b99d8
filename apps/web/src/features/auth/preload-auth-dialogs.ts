import { withNamespaces } from '../../lib/i18n.ts';

/** Downloads the account dialogs ahead of a likely click (a pointer over the header's buttons). */
export function preloadAuthDialogs(): void {
  void withNamespaces(['account'], () => import('./auth-dialogs.tsx'));
  void import('./login-dialog.tsx');
  void import('./register-dialog.tsx');
}
