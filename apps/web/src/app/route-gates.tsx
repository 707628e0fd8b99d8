import { Outlet } from 'react-router';
import { RequireAgent, RequireRealAccount } from '../features/session/session-gates.tsx';
import { agentLoginPath } from '../lib/route-table.ts';

/** SPEC §4 "Guard on wallet and agent pages": trial accounts are warned instead of shown the page. */
export function RealAccountOutlet() {
  return (
    <RequireRealAccount>
      <Outlet />
    </RequireRealAccount>
  );
}

/** SPEC §2.1: the agent center sends a member who is not an agent to the agent entrance. */
export function AgentOutlet() {
  return (
    <RequireAgent redirectTo={agentLoginPath}>
      <Outlet />
    </RequireAgent>
  );
}
