import {
  AppstoreOutlined,
  ExportOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  SelectOutlined,
} from '@ant-design/icons';
import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../menu-search/flatten-menu';
import { indexByKey, initiallyExpandedKeys, openingOf, trailToPath } from './menu-tree-model';

export interface MenuTreeProps {
  tree: readonly MenuItem[];
  language: CoreLanguage;
  /** The menu's accessible name. */
  label: string;
  /** The current route's path: its page is highlighted and its ancestors opened. */
  currentPath: string;
  onOpen(item: MenuItem): void;
  /** Controls after a Page's title (the favourite star). */
  renderPageActions?(item: MenuItem, title: string): ReactNode;
}

type MenuEntry = NonNullable<NonNullable<MenuProps['items']>[number]>;

/**
 * A menu of Services, Modules (folders) and Pages in the active language (SPEC §2 "Frame layout"),
 * as antd's inline Menu: arrow keys move, Enter opens a folder or a page, the route's page is
 * highlighted and its folders open. Pages that leave the portal carry a mark saying so. (antd's
 * Tree is kept for the favourites editor, whose drag and drop is loaded only when it opens.)
 */
export function MenuTree({ tree, language, label, currentPath, onOpen, renderPageActions }: MenuTreeProps) {
  const { t } = useTranslation();
  const items = useMemo(() => indexByKey(tree), [tree]);
  const trail = useMemo(() => trailToPath(tree, currentPath), [tree, currentPath]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => [
    ...new Set([...initiallyExpandedKeys(tree), ...trail.slice(0, -1)]),
  ]);

  // Folders that appear later (a refetch after saving the favourites) open like the first ones did.
  const knownKeys = useRef(new Set(items.keys()));
  useEffect(() => {
    const added = initiallyExpandedKeys(tree).filter((key) => !knownKeys.current.has(key));
    knownKeys.current = new Set(items.keys());
    if (added.length > 0) setOpenKeys((keys) => [...new Set([...keys, ...added])]);
  }, [tree, items]);

  // A route opened elsewhere (a tab, a link) opens the folders above its page too.
  const trailKey = trail.join('/');
  useEffect(() => {
    const ancestors = trailKey.split('/').slice(0, -1);
    if (ancestors.length > 0) setOpenKeys((keys) => [...new Set([...keys, ...ancestors])]);
  }, [trailKey]);

  const currentPageKey = trail.at(-1);
  const menuItems = useMemo(() => {
    const hints = { link: t('sideArea.externalLink'), window: t('sideArea.newWindow') };
    const toEntry = (item: MenuItem): MenuEntry => {
      const title = menuTitle(item, language);
      if (item.menuType !== 'Page') {
        return {
          key: item.id,
          icon:
            item.menuType === 'Service' ? (
              <AppstoreOutlined aria-hidden />
            ) : openKeys.includes(item.id) ? (
              <FolderOpenOutlined aria-hidden />
            ) : (
              <FolderOutlined aria-hidden />
            ),
          label: (
            <span className="wb-menu-group-title" title={title}>
              {title}
            </span>
          ),
          children: item.children.map(toEntry),
        };
      }
      const opening = openingOf(item);
      const mark =
        opening === 'route' ? null : (
          <span className="wb-menu-node-mark" title={hints[opening]}>
            {opening === 'link' ? <ExportOutlined aria-hidden /> : <SelectOutlined aria-hidden />}
            <span className="wb-visually-hidden">{` (${hints[opening]})`}</span>
          </span>
        );
      return {
        key: item.id,
        // antd hands other attributes to the item's <li>. The star inside is a control of its own, so
        // the item is named by its title (and where it opens); the route's page is the current one.
        ...({
          'aria-label': opening === 'route' ? title : `${title} (${hints[opening]})`,
          'aria-current': currentPageKey === item.id ? 'page' : undefined,
        } as object),
        icon: <FileTextOutlined aria-hidden />,
        label: (
          <span className="wb-menu-node">
            <span className="wb-menu-node-title" title={title}>
              {title}
            </span>
            {mark}
            {renderPageActions?.(item, title)}
          </span>
        ),
      };
    };
    return tree.map(toEntry);
  }, [tree, language, t, renderPageActions, openKeys, currentPageKey]);

  return (
    <Menu
      className="wb-menu-tree"
      aria-label={label}
      mode="inline"
      inlineIndent={14}
      items={menuItems}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      selectedKeys={trail.slice(-1)}
      // A click on the page already shown still opens it (its tab comes to the front).
      onClick={({ key }) => {
        const item = items.get(key);
        if (item?.menuType === 'Page') onOpen(item);
      }}
    />
  );
}
