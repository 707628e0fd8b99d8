import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './agent-layout.css';

/** The agent layout (SPEC §2.1 `/agent`, `/agentHome`): no side menu, player header or footer. */
export function AgentLayout() {
  const { t } = useTranslation('account');
  const status = useSystemStatus();
  return (
    <div className="agent-layout">
      <title>{`${t('agent_center')} · ${status.info.merchantName}`}</title>
      <Outlet />
    </div>
  );
}
