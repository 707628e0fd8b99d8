import type { GameItem } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Icon } from '@ficha/ui';
import { GameImage } from './game-image.tsx';
import { gameSearchQuery } from './queries.ts';
import { useLaunch } from './use-launch.ts';
import './game-search.css';

/** Typing settles this long before a search is sent. */
const debounceMs = 250;
/** Shorter text searches nothing (one letter matches half the catalog). */
const minLength = 2;

/**
 * The header's game search (issue 13): every category, as you type, by a game's name in any language or its
 * vendor. A combobox: arrows move through the results, Enter starts the highlighted game (or the first),
 * Escape closes the list and then clears the text.
 */
export function GameSearch() {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const launch = useLaunch();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** On a phone or beside the game types' menu the field opens over the page from a search button. */
  const [isExpanded, setIsExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed.length >= minLength ? trimmed : '', debounceMs);
  const search = useQuery(gameSearchQuery(language, settled));
  const games = settled ? (search.data?.games ?? []) : [];
  const isShown = isOpen && settled !== '' && search.data !== undefined;

  const start = (game: GameItem) => {
    setIsOpen(false);
    setIsExpanded(false);
    setText('');
    inputRef.current?.blur();
    launch({ kind: 'game', game });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (games.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + games.length) % games.length);
    } else if (event.key === 'Enter') {
      const game = games[active] ?? games[0];
      if (!game) return;
      event.preventDefault();
      start(game);
    } else if (event.key === 'Escape') {
      if (isShown) setIsOpen(false);
      else if (text) setText('');
      else setIsExpanded(false);
    }
  };

  return (
    <div
      className={`game-search${isExpanded ? ' game-search--expanded' : ''}`}
      role="search"
      // The opened field folds away once the focus leaves the search (a click elsewhere, Tab past it).
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsExpanded(false);
      }}
    >
      <button
        type="button"
        className="game-search__toggle"
        aria-label={t('global_search_label')}
        aria-expanded={isExpanded}
        onClick={() => {
          setIsExpanded(!isExpanded);
          // Focused once the field shows (the same click makes it visible).
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <Icon name="search" />
      </button>
      <div className="game-search__field">
        <Icon name="search" />
        <input
          ref={inputRef}
          type="search"
          className="game-search__input"
          role="combobox"
          aria-label={t('global_search_label')}
          aria-expanded={isShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isShown && games[active] ? `${listId}-${active}` : undefined}
          placeholder={t('global_search_placeholder')}
          value={text}
          maxLength={64}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={handleKeyDown}
        />
      </div>
      <div className="game-search__panel" hidden={!isShown}>
        <ul
          id={listId}
          role="listbox"
          className="game-search__list"
          aria-label={t('search_results_for', { query: settled })}
        >
          {games.map((game, index) => (
            <li
              key={game.nodeId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="game-search__option"
              // Chosen on pointer down, before the input's blur closes the list.
              onPointerDown={(event) => {
                event.preventDefault();
                start(game);
              }}
            >
              <GameImage src={game.showIcon ?? game.iconUrl} className="game-search__icon" />
              <span className="game-search__name">{game.gameName}</span>
              <span className="game-search__vendor">{game.displayName}</span>
            </li>
          ))}
        </ul>
        {games.length === 0 ? <p className="game-search__empty">{t('search_empty', { query: settled })}</p> : null}
      </div>
    </div>
  );
}
