import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSystemStatus } from '../../features/system/queries.ts';
import './agent-layout.css';

/** The agent layout (SPEC §2.1 `/agent`, `/agentHome`): no side menu, header or footer; a centred container. */
export function AgentLayout() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  return (
    <div className="agent-layout">
      <title>{`${t('agent_area')} · ${status.info.merchantName}`}</title>
      <main className="agent-layout__container">
        <p className="agent-layout__brand">
          <span className="agent-layout__brand-name">{status.info.merchantName}</span>
          <span className="agent-layout__brand-area">{t('agent_area')}</span>
        </p>
        <Outlet />
      </main>
    </div>
  );
}
