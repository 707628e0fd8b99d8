import { useTranslation } from 'react-i18next';
import { toSafeExternalUrl } from '../../lib/external-url.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './resource-links.css';

/** The resource types that are app downloads; the others are the merchant's channels (social, messaging). */
const appTypes = new Set(['ANDROID', 'IOS']);

export type ResourceKind = 'apps' | 'channels';

/** Whether a merchant resource is an app download or a channel. */
export const resourceKindOf = (resourceType: string): ResourceKind =>
  appTypes.has(resourceType.toUpperCase()) ? 'apps' : 'channels';

/** The merchant's resource links of one kind (app downloads, or social channels) for the footer. */
export function ResourceLinks({ kind }: { kind: ResourceKind }) {
  const { t, i18n } = useTranslation();
  const status = useSystemStatus();
  const links = status.info.resources.flatMap((resource) => {
    if (resourceKindOf(resource.resourceType) !== kind) return [];
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
