import { useLocation } from 'react-router';
import { useRequestedAuthModal, type AuthModal } from './auth-modal-store.ts';
import { resolveRoute, type RouteEntry } from './route-table.ts';
import { useSession } from './use-session.ts';

/** The dialog a route opens for a visitor without a session: `/login`, `/register`, `/login?resetToken=…`. */
export function routeModalOf(route: RouteEntry | undefined, search: string, isLoggedIn: boolean): AuthModal | null {
  if (isLoggedIn || !route?.modal) return null;
  if (route.modal === 'register') return { name: 'register' };
  const resetToken = new URLSearchParams(search).get('resetToken');
  return resetToken ? { name: 'resetPassword', token: resetToken } : { name: 'login' };
}

/**
 * The account dialog on screen now: the one asked for through `useAuthModals`, else the one the route opens
 * (a change of password needs a session). Other popups wait while it is open rather than cover it.
 */
export function useShownAuthModal(): AuthModal | null {
  const requested = useRequestedAuthModal();
  const session = useSession();
  const location = useLocation();
  const modal = requested ?? routeModalOf(resolveRoute(location.pathname), location.search, session.isLoggedIn);
  if (!modal || (modal.name === 'changePassword' && !session.isLoggedIn)) return null;
  return modal;
}
