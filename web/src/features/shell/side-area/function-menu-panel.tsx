import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectStar } from './collect-star';
import { MenuSearchBox } from './menu-search-box';
import { MenuTree } from './menu-tree';
import type { CollectToggle } from './use-collect-toggle';

export interface FunctionMenuPanelProps {
  tree: readonly MenuItem[];
  language: CoreLanguage;
  onOpen(item: MenuItem): void;
  collect: CollectToggle;
}

/** Tab "Function Menu" (side menu mode 0): the search, then the application's menu with a star on each page. */
export function FunctionMenuPanel({ tree, language, onOpen, collect }: FunctionMenuPanelProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // Stable while nothing is pending, so that the tree's items are not built again on every route.
  const renderStar = useCallback(
    (item: MenuItem, title: string) => (
      <CollectStar
        title={title}
        collected={item.isCollect}
        pending={collect.isPending(item)}
        onToggle={() => collect.toggle(item, !item.isCollect)}
      />
    ),
    [collect],
  );
  return (
    <div className="wb-side-panel">
      <MenuSearchBox tree={tree} language={language} query={query} onQueryChange={setQuery} onOpen={onOpen}>
        {tree.length === 0 ? (
          <p className="wb-side-empty">{t('sideArea.emptyMenu')}</p>
        ) : (
          <MenuTree
            tree={tree}
            language={language}
            label={t('sideArea.functionMenu')}
            onOpen={onOpen}
            renderPageActions={renderStar}
          />
        )}
      </MenuSearchBox>
    </div>
  );
}
