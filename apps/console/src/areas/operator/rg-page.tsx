import { useTranslation } from 'react-i18next';
import { RgRegisterImport, RgReport } from '../../features/rg-tools/rg-report.tsx';

/** `/console/rg`: the merchant's responsible-gaming report and the external exclusion register import. */
export function RgPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('rgTools.pageTitle')}</h1>
        <p className="page-intro">{t('rgTools.pageIntro')}</p>
      </div>
      <div className="member-layout-stack">
        <RgReport />
        <RgRegisterImport />
      </div>
    </>
  );
}
