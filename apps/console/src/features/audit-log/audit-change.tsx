import { useTranslation } from 'react-i18next';
import { auditDiff } from './audit-diff.ts';
import { auditValueText } from './audit-value.ts';
import { isNothing, prettyJson } from './compact-json.ts';

export interface AuditChangeProps {
  before: unknown;
  after: unknown;
}

/** Fields shown before the rest fold under "Show all". */
const shownRows = 8;

/**
 * What an audited change did, readable: one line per changed field (`field: old → new`); the whole snapshots open
 * below for whoever needs them.
 */
export function AuditChange({ before, after }: AuditChangeProps) {
  const { t } = useTranslation();
  const rows = auditDiff(before, after);
  const words = { yes: t('audit.yes'), no: t('audit.no') };

  function renderValue(value: unknown, side: 'before' | 'after') {
    const text = auditValueText(value, words);
    if (text === null) return <span className="audit-nothing">{t('audit.nothing')}</span>;
    return <span className={`audit-value audit-value-${side}`}>{text}</span>;
  }

  return (
    <div className="audit-change-body">
      {rows.length === 0 ? (
        <p className="audit-nothing">{t('audit.noChange')}</p>
      ) : (
        <ul className="audit-diff">
          {rows.slice(0, shownRows).map((row) => (
            <li key={row.field}>
              {row.field ? <span className="audit-field">{row.field}</span> : null}
              <span className="visually-hidden">{t('audit.before')}: </span>
              {renderValue(row.before, 'before')}
              <span className="audit-arrow" aria-hidden="true">
                {' → '}
              </span>
              <span className="visually-hidden">{t('audit.after')}: </span>
              {renderValue(row.after, 'after')}
            </li>
          ))}
        </ul>
      )}
      {rows.length > shownRows ? (
        <p className="card-hint">{t('audit.moreFields', { count: rows.length - shownRows })}</p>
      ) : null}
      <details className="audit-details">
        <summary>{t('audit.showAll')}</summary>
        <dl className="audit-full">
          <dt>{t('audit.before')}</dt>
          <dd>
            <pre className="audit-pre">{isNothing(before) ? t('audit.nothing') : prettyJson(before)}</pre>
          </dd>
          <dt>{t('audit.after')}</dt>
          <dd>
            <pre className="audit-pre">{isNothing(after) ? t('audit.nothing') : prettyJson(after)}</pre>
          </dd>
        </dl>
      </details>
    </div>
  );
}
