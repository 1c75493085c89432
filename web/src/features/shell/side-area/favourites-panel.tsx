import { EditOutlined } from '@ant-design/icons';
import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import { Button, Empty } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectStar } from './collect-star';
import { MenuTree } from './menu-tree';
import type { CollectToggle } from './use-collect-toggle';

export interface FavouritesPanelProps {
  tree: readonly MenuItem[];
  language: CoreLanguage;
  onOpen(item: MenuItem): void;
  collect: CollectToggle;
  onEdit(): void;
  /** Starts loading the editor's code before the click (pointer over or focus on the button). */
  onPrepareEdit(): void;
}

/** Tab "My Favourites" (side menu mode 1): the user's folders and pages, and the way into the editor. */
export function FavouritesPanel({ tree, language, onOpen, collect, onEdit, onPrepareEdit }: FavouritesPanelProps) {
  const { t } = useTranslation();
  const renderStar = useCallback(
    (item: MenuItem, title: string) => (
      <CollectStar
        title={title}
        collected
        pending={collect.isPending(item)}
        onToggle={() => collect.toggle(item, false)}
      />
    ),
    [collect],
  );
  return (
    <div className="wb-side-panel">
      <div className="wb-side-toolbar">
        <Button
          block
          icon={<EditOutlined aria-hidden />}
          onClick={onEdit}
          onPointerEnter={onPrepareEdit}
          onFocus={onPrepareEdit}
        >
          {t('sideArea.editFavourites')}
        </Button>
      </div>
      <div className="wb-side-scroll">
        {tree.length === 0 ? (
          <Empty
            className="wb-side-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('sideArea.noFavourites')}
          />
        ) : (
          <MenuTree
            tree={tree}
            language={language}
            label={t('sideArea.favourites')}
            onOpen={onOpen}
            renderPageActions={renderStar}
          />
        )}
      </div>
    </div>
  );
}
