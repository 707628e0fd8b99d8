import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { contentLanguageAttributes, ContentLanguageNote } from '../../ui/content-language.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { helpEntryElementId, tagFromHash } from './help-tag.ts';
import { HelpEntriesState } from './help-entries-state.tsx';
import { helpEntriesQuery } from './queries.ts';
import { Icon } from '@ficha/ui';
import './help-center.css';

export interface HelpCenterProps {
  /** The URL hash; `#term` opens and scrolls to the entry tagged `term`. */
  hash: string;
}

/** The help-center entries as an accordion; one entry is open at a time. */
export function HelpCenter({ hash }: HelpCenterProps) {
  const language = useLanguage();
  const entries = useQuery(helpEntriesQuery(language));
  const hashTag = tagFromHash(hash);
  const [openTag, setOpenTag] = useState<string | null>(hashTag);
  const [previousHashTag, setPreviousHashTag] = useState(hashTag);
  if (hashTag !== previousHashTag) {
    // A new hash (a footer link while the help is open) opens its entry.
    setPreviousHashTag(hashTag);
    setOpenTag(hashTag);
  }

  const hasTargetEntry = Boolean(hashTag && entries.data?.some((entry) => entry.tag === hashTag));
  useEffect(() => {
    if (!hashTag || !hasTargetEntry) return;
    document.getElementById(helpEntryElementId(hashTag))?.scrollIntoView({ block: 'start' });
  }, [hashTag, hasTargetEntry]);

  return (
    <HelpEntriesState entries={entries}>
      {(list) => (
        <ul className="help-center">
          {list.map((entry) => {
            const elementId = helpEntryElementId(entry.tag);
            const isOpen = openTag === entry.tag;
            return (
              <li key={entry.tag} id={elementId} className="help-center__entry">
                <h3 className="help-center__heading">
                  <button
                    type="button"
                    className="help-center__toggle"
                    aria-expanded={isOpen}
                    aria-controls={`${elementId}-content`}
                    onClick={() => setOpenTag(isOpen ? null : entry.tag)}
                  >
                    <span {...contentLanguageAttributes(entry.language, language)}>{entry.title}</span>
                    <span className="help-center__chevron">
                      <Icon name="chevronDown" />
                    </span>
                  </button>
                </h3>
                <div id={`${elementId}-content`} className="help-center__content" hidden={!isOpen}>
                  <ContentLanguageNote language={entry.language} />
                  <div {...contentLanguageAttributes(entry.language, language)}>
                    <RichText html={entry.content} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </HelpEntriesState>
  );
}
