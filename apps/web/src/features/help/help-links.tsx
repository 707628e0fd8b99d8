import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n.ts';
import { contentLanguageAttributes } from '../../ui/content-language.tsx';
import { helpEntryPath } from './help-tag.ts';
import { HelpEntriesState } from './help-entries-state.tsx';
import { helpEntriesQuery } from './queries.ts';
import './help-links.css';

/** The footer's list of help entries, each a link to `/help#<tag>`. */
export function HelpLinks() {
  const language = useLanguage();
  const entries = useQuery(helpEntriesQuery(language));

  return (
    <HelpEntriesState entries={entries}>
      {(list) => (
        <ul className="help-links">
          {list.map((entry) => (
            <li key={entry.tag}>
              <Link
                className="help-links__link"
                to={helpEntryPath(entry.tag)}
                {...contentLanguageAttributes(entry.language, language)}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HelpEntriesState>
  );
}
