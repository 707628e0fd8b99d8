import { useTranslation } from 'react-i18next';
import { toSafeExternalUrl } from '../../lib/external-url.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './resource-links.css';

/** The merchant's resource links (app download, social channels) for the footer. */
export function ResourceLinks() {
  const { t, i18n } = useTranslation();
  const status = useSystemStatus();
  const links = status.info.resources.flatMap((resource) => {
    const url = toSafeExternalUrl(resource.url);
    return url ? [{ ...resource, url }] : [];
  });
  if (links.length === 0) return null;
  const labelOf = (resourceType: string, fallback: string) => {
    // Known resource types have a translated label; others show the merchant's own label.
    const key = `resource_${resourceType}`;
    return i18n.exists(key) ? t(key as 'resource_Android') : fallback;
  };
  return (
    <ul className="resource-links">
      {links.map((resource) => (
        <li key={`${resource.resourceType}-${resource.url}`}>
          <a className="resource-links__link" href={resource.url} target="_blank" rel="noopener noreferrer">
            {labelOf(resource.resourceType, resource.labelNameEn)}
            <span className="visually-hidden"> {t('opens_new_window')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
