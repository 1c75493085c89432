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
import { useRouteValue } from '../../../ui/routing/use-route-value';
import { menuTitle } from '../menu-search/flatten-menu';
import { indexByKey, initiallyExpandedKeys, openingOf, trailToPath } from './menu-tree-model';

export interface MenuTreeProps {
  tree: readonly MenuItem[];
  language: CoreLanguage;
  /** The menu's accessible name. */
  label: string;
  onOpen(item: MenuItem): void;
  /** Controls after a Page's title (the favourite star). */
  renderPageActions?(item: MenuItem, title: string): ReactNode;
}

type MenuEntry = NonNullable<NonNullable<MenuProps['items']>[number]>;

interface ItemLabel {
  /** The accessible name: the title, and where the page opens when it leaves the portal. */
  name: string;
  label: ReactNode;
}

// Created once: the same elements on every render let React skip them.
const SERVICE_ICON = <AppstoreOutlined aria-hidden />;
const FOLDER_ICON = <FolderOutlined aria-hidden />;
const OPEN_FOLDER_ICON = <FolderOpenOutlined aria-hidden />;
const PAGE_ICON = <FileTextOutlined aria-hidden />;

/**
 * A menu of Services, Modules (folders) and Pages in the active language (docs/spec.md §2 "Frame layout"),
 * as antd's inline Menu: arrow keys move, Enter opens a folder or a page, the route's page is
 * highlighted and its folders open. Pages that leave the portal carry a mark saying so. (antd's
 * Tree is kept for the favourites editor, whose drag and drop is loaded only when it opens.)
 */
export function MenuTree({ tree, language, label, onOpen, renderPageActions }: MenuTreeProps) {
  const { t } = useTranslation();
  const items = useMemo(() => indexByKey(tree), [tree]);
  // The route's page is highlighted and its folders opened. Only the trail to it is read from the
  // route, so a navigation re-renders this tree only when it changes the page the tree highlights.
  const trailKey = useRouteValue((state) => trailToPath(tree, state.location.pathname).join('/'));
  const trail = useMemo(() => (trailKey ? trailKey.split('/') : []), [trailKey]);
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
  useEffect(() => {
    const ancestors = trailKey.split('/').slice(0, -1);
    setOpenKeys((keys) =>
      ancestors.every((key) => keys.includes(key)) ? keys : [...new Set([...keys, ...ancestors])],
    );
  }, [trailKey]);

  const currentPageKey = trail.at(-1);
  // The elements inside the items (titles, marks, stars) are built when the tree, the language or
  // the stars change, not when the route does: a new route only changes which item is current,
  // and the unchanged elements let React skip every item's content.
  const labels = useMemo(() => {
    const hints = { link: t('sideArea.externalLink'), window: t('sideArea.newWindow') };
    const byId = new Map<string, ItemLabel>();
    const visit = (item: MenuItem) => {
      const title = menuTitle(item, language);
      if (item.menuType !== 'Page') {
        byId.set(item.id, {
          name: title,
          label: (
            <span className="wb-menu-group-title" title={title}>
              {title}
            </span>
          ),
        });
        item.children.forEach(visit);
        return;
      }
      const opening = openingOf(item);
      const mark =
        opening === 'route' ? null : (
          <span className="wb-menu-node-mark" title={hints[opening]}>
            {opening === 'link' ? <ExportOutlined aria-hidden /> : <SelectOutlined aria-hidden />}
            <span className="wb-visually-hidden">{` (${hints[opening]})`}</span>
          </span>
        );
      byId.set(item.id, {
        name: opening === 'route' ? title : `${title} (${hints[opening]})`,
        label: (
          <span className="wb-menu-node">
            <span className="wb-menu-node-title" title={title}>
              {title}
            </span>
            {mark}
            {renderPageActions?.(item, title)}
          </span>
        ),
      });
    };
    tree.forEach(visit);
    return byId;
  }, [tree, language, t, renderPageActions]);

  const menuItems = useMemo(() => {
    const toEntry = (item: MenuItem): MenuEntry => {
      const label = labels.get(item.id)?.label;
      // An empty folder (a favourites folder not filled yet) is a plain row: a submenu would show
      // an expand chevron that opens nothing.
      if (item.menuType !== 'Page' && item.children.length === 0) {
        return { key: item.id, icon: item.menuType === 'Service' ? SERVICE_ICON : FOLDER_ICON, label };
      }
      if (item.menuType !== 'Page') {
        return {
          key: item.id,
          icon:
            item.menuType === 'Service' ? SERVICE_ICON : openKeys.includes(item.id) ? OPEN_FOLDER_ICON : FOLDER_ICON,
          label,
          children: item.children.map(toEntry),
        };
      }
      return {
        key: item.id,
        // antd hands other attributes to the item's <li>. The star inside is a control of its own, so
        // the item is named by its title (and where it opens); the route's page is the current one.
        ...({
          'aria-label': labels.get(item.id)?.name,
          'aria-current': currentPageKey === item.id ? 'page' : undefined,
        } as object),
        icon: PAGE_ICON,
        label,
      };
    };
    return tree.map(toEntry);
  }, [tree, labels, openKeys, currentPageKey]);

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
