import { useTranslation } from 'react-i18next';
import { changedPart } from './changed-part.ts';
import { compactJson, isNothing, prettyJson } from './compact-json.ts';

export interface AuditChangeProps {
  before: unknown;
  after: unknown;
}

/** Before → after as compact JSON of what changed; the full values open below when something was left out. */
export function AuditChange({ before, after }: AuditChangeProps) {
  const { t } = useTranslation();
  const part = changedPart(before, after);
  const beforeText = compactJson(part.before);
  const afterText = compactJson(part.after);
  const hasMore = part.isPartial || beforeText.isTruncated || afterText.isTruncated;

  function renderSide(value: unknown, text: string) {
    if (isNothing(value)) return <span className="audit-nothing">{t('audit.nothing')}</span>;
    return <code className="audit-json">{text}</code>;
  }

  return (
    <div className="audit-change-body">
      <p className="audit-sides">
        <span className="visually-hidden">{t('audit.before')}: </span>
        {renderSide(part.before, beforeText.text)}
        <span className="audit-arrow" aria-hidden="true">
          {' → '}
        </span>
        <span className="visually-hidden">{t('audit.after')}: </span>
        {renderSide(part.after, afterText.text)}
      </p>
      {hasMore ? (
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
      ) : null}
    </div>
  );
}
