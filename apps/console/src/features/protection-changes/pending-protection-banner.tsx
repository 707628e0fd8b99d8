import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePendingProtectionChanges } from './queries.ts';
import './protection-changes.css';

const pageOf = { 'adjustment-settings': '/adjustments', 'withdrawal-settings': '/withdrawal-settings' } as const;

/** On every page while a change that lowers a protection waits: the notice owners get, with a link to it. */
export function PendingProtectionBanner() {
  const { t } = useTranslation();
  const pending = usePendingProtectionChanges();
  const list = pending.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <div className="protection-banner" role="status">
      <p>{t('protection.banner', { count: list.length })}</p>
      <ul>
        {list.map((change) => (
          <li key={change.id}>
            <Link to={pageOf[change.kind]}>{t(`protection.kind.${change.kind}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
