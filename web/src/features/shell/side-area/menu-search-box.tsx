import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSearch } from '../menu-search/menu-search';
import { MenuSearchInput } from './menu-search-input';
import { openingOf } from './menu-tree-model';

export interface MenuSearchBoxProps {
  tree: readonly MenuItem[];
  language: CoreLanguage;
  query: string;
  onQueryChange(query: string): void;
  onOpen(item: MenuItem): void;
  /** What the panel shows while nothing is searched (the menu tree). */
  children: ReactNode;
}

/**
 * The function menu's search (docs/spec.md §5 "Menu search"): fuzzy over page titles and paths, and over
 * pinyin for Chinese titles. A combobox: the hits list below it, ↑/↓ choose, Enter opens (the
 * first hit unless another is chosen), Escape clears.
 */
type MenuSearchModule = typeof import('../menu-search/menu-search');
let menuSearchModule: Promise<MenuSearchModule> | null = null;

/**
 * The search and its pinyin dictionary (about 150 KB compressed) load when the search is first
 * used, not with the shell: most visits never search.
 */
function loadMenuSearch(): Promise<MenuSearchModule> {
  menuSearchModule ??= import('../menu-search/menu-search').catch((error: unknown) => {
    menuSearchModule = null;
    throw error;
  });
  return menuSearchModule;
}

export function MenuSearchBox({ tree, language, query, onQueryChange, onOpen, children }: MenuSearchBoxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [active, setActive] = useState(0);

  const [engine, setEngine] = useState<MenuSearchModule | null>(null);
  const wanted = query.trim().length > 0;
  const prepare = () => {
    if (!engine)
      loadMenuSearch().then(setEngine, (error: unknown) => console.warn('Menu search could not load', error));
  };
  // A query can arrive without focus (restored state): load for it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: prepare only reads engine, which guards it
  useEffect(() => {
    if (wanted) prepare();
  }, [wanted]);

  // Built on the first search only, and again only when the tree or the language changes.
  const searchOf = useMemo(() => {
    let search: MenuSearch | null = null;
    return () => {
      if (!engine) return null;
      search ??= engine.createMenuSearch(tree, language);
      return search;
    };
  }, [engine, tree, language]);
  const hits = useMemo(() => (wanted ? (searchOf()?.search(query) ?? []) : []), [searchOf, query, wanted]);
  const searching = query.trim().length > 0;
  const expanded = hits.length > 0;
  const activeIndex = Math.min(active, hits.length - 1);

  function change(next: string) {
    setActive(0);
    onQueryChange(next);
  }

  function open(item: MenuItem) {
    change('');
    onOpen(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      change('');
    } else if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setActive((activeIndex + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((activeIndex - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const hit = hits[activeIndex];
      if (hit) {
        event.preventDefault();
        open(hit.item);
      }
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="wb-menu-search">
      <MenuSearchInput
        role="combobox"
        aria-label={t('sideArea.searchLabel')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
        placeholder={t('sideArea.searchPlaceholder')}
        value={query}
        onFocus={prepare}
        onPointerEnter={prepare}
        maxLength={100}
        onValueChange={change}
        onKeyDown={onKeyDown}
      />
      <p className="wb-visually-hidden" aria-live="polite">
        {searching && engine ? t('sideArea.resultCount', { count: hits.length }) : ''}
      </p>
      <div className="wb-side-scroll">
        <div
          id={listId}
          role="listbox"
          aria-label={t('sideArea.searchResults')}
          className="wb-menu-search-hits"
          hidden={!expanded}
        >
          {hits.map((hit, index) => {
            const opening = openingOf(hit.item);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the keyboard through the combobox input (aria-activedescendant).
              <div
                key={hit.item.id}
                tabIndex={-1}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={`wb-menu-search-hit${index === activeIndex ? ' is-active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onClick={() => open(hit.item)}
              >
                <span className="wb-menu-search-hit-title">
                  {hit.title}
                  {opening !== 'route' ? (
                    <span className="wb-visually-hidden">
                      {` (${opening === 'link' ? t('sideArea.externalLink') : t('sideArea.newWindow')})`}
                    </span>
                  ) : null}
                </span>
                {hit.breadcrumb.length > 0 ? (
                  <span className="wb-menu-search-hit-trail">{hit.breadcrumb.join(' / ')}</span>
                ) : null}
              </div>
            );
          })}
        </div>
        {searching && engine && hits.length === 0 ? <p className="wb-side-empty">{t('sideArea.noResults')}</p> : null}
        {/* Kept mounted while searching, so the tree's opened folders survive a search. */}
        <div hidden={searching}>{children}</div>
      </div>
    </div>
  );
}
