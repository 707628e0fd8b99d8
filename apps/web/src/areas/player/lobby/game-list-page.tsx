import type { GameType, Lane } from '@ficha/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import { GameList } from '../../../features/lobby/game-list.tsx';
import { gameTypeOfPath } from '../../../features/lobby/game-types.ts';
import { pagedSource } from '../../../features/lobby/paged-source.ts';
import { gameListQuery, lanesQuery, vassGameTypesQuery, type GameFilter } from '../../../features/lobby/queries.ts';
import { listFilterOf, searchOf, withParam } from '../../../features/lobby/list-filter.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { Button, Icon } from '@ficha/ui';
import '../../../features/lobby/lobby.css';

/**
 * A game list centre (`/live`, `/fish`, `/rng`, `/pvp`, `/bgs`): the type's vendors as a sub-list (query
 * `vassalage`), its classify tags (query `classify`), a search by name (query `q`) and the games in pages
 * of 20.
 */
export function GameListPage() {
  const location = useLocation();
  const type = gameTypeOfPath(location.pathname);
  if (!type) return <NotFoundPage />;
  return <GameListCentre key={type} type={type} />;
}

function GameListCentre({ type }: { type: GameType }) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const [params] = useSearchParams();
  const filter: GameFilter = listFilterOf(type, params);
  const lane = useQuery({
    ...lanesQuery(language),
    select: (data) => data.data.lanes.find((item) => item.title === type),
  });
  const games = useInfiniteQuery(gameListQuery(language, filter));
  const typeName = t(`type_${type}`);
  const search = searchOf(params);
  return (
    <div className="lobby-page">
      <h1 className="lobby-page__title">{typeName}</h1>
      <VendorSubList lane={lane.data} params={params} typeName={typeName} />
      <ClassifyTags type={type} vassalage={filter.vassalage} lane={lane.data} params={params} />
      <SearchForm key={search} initial={search} />
      {search ? <h2 className="lobby-page__subtitle">{t('search_results_for', { query: search })}</h2> : null}
      <GameList
        source={pagedSource(games)}
        emptyMessage={search ? t('search_empty', { query: search }) : t('games_empty')}
        label={search ? t('search_results_for', { query: search }) : typeName}
      />
    </div>
  );
}

interface VendorSubListProps {
  lane: Lane | undefined;
  params: URLSearchParams;
  typeName: string;
}

/** The vendor sub-list: all vendors, or one (query `vassalage`); a link per vendor, the current one marked. */
function VendorSubList({ lane, params, typeName }: VendorSubListProps) {
  const { t } = useTranslation('lobby');
  if (!lane || lane.cards.length === 0) return null;
  const current = params.get('vassalage') ?? '';
  const entries = [{ vassalage: '', displayName: t('all_vendors') }, ...lane.cards];
  return (
    <nav aria-label={t('vendors_of', { name: typeName })}>
      <ul className="chip-list">
        {entries.map((entry) => (
          <li key={entry.vassalage || 'all'}>
            <Link
              className="chip"
              to={{ search: withParam(params, 'vassalage', entry.vassalage, ['classify']) }}
              aria-current={entry.vassalage === current ? 'page' : undefined}
            >
              {entry.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface ClassifyTagsProps {
  type: GameType;
  vassalage: string | undefined;
  lane: Lane | undefined;
  params: URLSearchParams;
}

/** The classify tags of the type or of the chosen vendor (getVassGameType), with their game counts. */
function ClassifyTags({ type, vassalage, lane, params }: ClassifyTagsProps) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const vendorTags = useQuery({
    ...vassGameTypesQuery(language),
    enabled: Boolean(vassalage),
    select: (data) => (vassalage ? data.content[type]?.[vassalage] : undefined),
  });
  const tags = (vassalage ? vendorTags.data : lane?.gameClassify) ?? [];
  if (tags.length === 0) return null;
  const current = params.get('classify') ?? '';
  const entries = [{ key: '', displayName: t('all_games'), gameCount: null as number | null }, ...tags];
  return (
    <nav aria-label={t('classify_tags')}>
      <ul className="chip-list">
        {entries.map((tag) => (
          <li key={tag.key || 'all'}>
            <Link
              className="chip chip--small"
              to={{ search: withParam(params, 'classify', tag.key) }}
              aria-current={tag.key === current ? 'page' : undefined}
            >
              {tag.displayName}
              {tag.gameCount === null ? null : <span className="chip__count">{tag.gameCount}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search by game name (query `q`): the results replace the list. */
function SearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const form = useForm({ defaultValues: { q: initial } });
  const inputId = useId();
  const submit = form.handleSubmit(({ q }) => setParams(new URLSearchParams(withParam(params, 'q', q.trim()))));
  return (
    <form className="game-search" role="search" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search_label')}
      </label>
      <input
        id={inputId}
        className="game-search__input"
        type="search"
        maxLength={64}
        placeholder={t('search_placeholder')}
        {...form.register('q')}
      />
      <Button type="submit" size="small">
        <Icon name="search" size="small" />
        {t('search_button')}
      </Button>
    </form>
  );
}
