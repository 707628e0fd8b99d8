import { Tabs } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MallTab } from '../../features/loyalty/mall-tab.tsx';
import { PointRulesTab } from '../../features/loyalty/point-rules-tab.tsx';
import { RedeemsTab } from '../../features/loyalty/redeems-tab.tsx';
import { ReportsTab } from '../../features/loyalty/reports-tab.tsx';
import { VipRanksTab } from '../../features/loyalty/vip-ranks-tab.tsx';
import { LeaderboardsTab } from '../../features/missions/leaderboards-tab.tsx';
import { MissionsTab } from '../../features/missions/missions-tab.tsx';
import '../../features/loyalty/loyalty.css';

const tabs = ['mall', 'redeems', 'ranks', 'rules', 'missions', 'boards', 'reports'] as const;
type LoyaltyTab = (typeof tabs)[number];

/** `/console/loyalty`: the points mall, its redeem queue, the VIP ranks, the point rules (decision 0060), missions and leaderboards (decision 0078), the loyalty reports (decision 0082). */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const selected: LoyaltyTab = tabs.find((tab) => tab === asked) ?? 'mall';
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('loyalty.title')}</h1>
        <p className="page-intro">{t('loyalty.intro')}</p>
      </div>
      <Tabs
        label={t('loyalty.title')}
        items={tabs.map((id) => ({ id, label: t(`loyalty.tabs.${id}`) }))}
        selectedId={selected}
        onSelect={(id) => setSearchParams({ tab: id }, { replace: true })}
      >
        {selected === 'mall' ? <MallTab /> : null}
        {selected === 'redeems' ? <RedeemsTab /> : null}
        {selected === 'ranks' ? <VipRanksTab /> : null}
        {selected === 'rules' ? <PointRulesTab /> : null}
        {selected === 'missions' ? <MissionsTab /> : null}
        {selected === 'boards' ? <LeaderboardsTab /> : null}
        {selected === 'reports' ? <ReportsTab /> : null}
      </Tabs>
    </>
  );
}
