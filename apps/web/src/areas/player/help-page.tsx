import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HelpCenter } from '../../features/help/help-center.tsx';
import { homePath } from '../../lib/route-table.ts';
import { Dialog } from '@ficha/ui';
import { HomePage } from './home-page.tsx';

/** `/help`: the help center over the home page (SPEC §2.1); `/help#term` opens the entry tagged `term`. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <HomePage />
      <Dialog title={t('help_center')} closeLabel={t('close')} onClose={() => void navigate(homePath)}>
        <HelpCenter hash={location.hash} />
      </Dialog>
    </>
  );
}
