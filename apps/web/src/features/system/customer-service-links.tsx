import { useTranslation } from 'react-i18next';
import { customerServiceByPosition, openCustomerService } from './customer-service.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './customer-service-links.css';

/** The side menu's customer-service channels (live chat, Telegram, Facebook…) by menu position. */
export function CustomerServiceLinks() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const entries = customerServiceByPosition(status.info.customerService);
  if (entries.length === 0) return null;
  return (
    <section className="customer-service-links" aria-labelledby="customer-service-links-title">
      <h2 id="customer-service-links-title" className="customer-service-links__title">
        {t('customer_service')}
      </h2>
      <ul className="customer-service-links__list">
        {entries.map((entry) => (
          <li key={`${entry.csType}-${entry.csPosition}-${entry.title}`}>
            <button type="button" className="customer-service-links__item" onClick={() => openCustomerService(entry)}>
              {entry.title}
              <span className="visually-hidden"> {t('opens_new_window')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
