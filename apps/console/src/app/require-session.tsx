import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionToken } from '../lib/session-token.ts';

/** Console pages need an operator token; without one (or once it is cleared) the visitor goes to sign-in. */
export function RequireSession() {
  const token = useSessionToken();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
