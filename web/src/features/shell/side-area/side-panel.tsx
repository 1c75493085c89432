import { AppstoreOutlined, StarOutlined } from '@ant-design/icons';
import type { FirstPickMenu, MenuItem, MenuResponse } from '@workbench/contracts';
import { Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserMenusKey } from '../../../api/menus/get-user-menus';
import { useSessionStore } from '../../../stores/session-store';
import { useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { menuTitle } from '../menu-search/flatten-menu';
import { openMenuPage } from '../navigation/open-menu-page';
import { FavouritesPanel } from './favourites-panel';
import { FunctionMenuPanel } from './function-menu-panel';
import { menuLanguageOf } from './menu-tree-model';
import { useCollectToggle } from './use-collect-toggle';

// The editor brings antd's drag-and-drop tree: loaded when first wanted, not with the shell.
const loadEditor = () => import('../favourites-editor/favourites-editor');
const FavouritesEditor = lazy(() => loadEditor().then((m) => ({ default: m.FavouritesEditor })));

export interface SidePanelProps {
  menus: MenuResponse;
  menusKey: UserMenusKey;
  /** Tab labels as icons only, for a narrow area (the names stay for assistive technology). */
  compact: boolean;
  /** After a page was opened (the mobile drawer closes then). */
  onOpened?(): void;
  /** The favourites editor opened or closed (the area does not fold under an open editor). */
  onEditingChange?(editing: boolean): void;
}

const tabKey = (mode: FirstPickMenu) => String(mode);

/** The root Service entry of a favourites save: the function menu's service, or the application's key as a stand-in. */
function rootEntryOf(menus: MenuResponse, menusKey: UserMenusKey): { id: string; menuName: string } {
  const service = menus.defaultLeadMenuQueryOutput.find((item) => item.menuType === 'Service');
  return service
    ? { id: service.id, menuName: service.menuName.trim() || service.menuCode || service.id }
    : { id: `service-${menusKey.applicationId}`, menuName: menusKey.applicationId };
}

/**
 * The side area's content (docs/spec.md §2 "Side area"): the tabs Function Menu (mode 0) and My Favourites
 * (mode 1), opening on the user's default (firstPickMenu), and the favourites editor.
 */
export function SidePanel({ menus, menusKey, compact, onOpened, onEditingChange }: SidePanelProps) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const language = menuLanguageOf(useSessionStore((s) => s.language));
  const [tab, setTab] = useState(() => tabKey(menus.firstPickMenu));
  const [editing, setEditingState] = useState(false);
  const collect = useCollectToggle(menusKey);

  function setEditing(next: boolean) {
    setEditingState(next);
    onEditingChange?.(next);
  }

  function open(item: MenuItem) {
    openMenuPage(item, (path) => navigate(path));
    onOpened?.();
  }

  // Wide enough: the name alone; narrow: the icon, with the name kept for assistive technology and as a tooltip.
  const label = (icon: ReactNode, text: string) =>
    compact ? (
      <span className="wb-side-tab-label" title={text}>
        {icon}
        <span className="wb-visually-hidden">{text}</span>
      </span>
    ) : (
      <span title={text}>{text}</span>
    );

  return (
    <>
      <Tabs
        className="wb-side-tabs"
        activeKey={tab}
        onChange={setTab}
        size="small"
        items={[
          {
            key: tabKey(0),
            label: label(<AppstoreOutlined aria-hidden />, t('sideArea.functionMenu')),
            children: (
              <FunctionMenuPanel
                tree={menus.defaultLeadMenuQueryOutput}
                language={language}
                onOpen={open}
                collect={collect}
              />
            ),
          },
          {
            key: tabKey(1),
            label: label(<StarOutlined aria-hidden />, t('sideArea.favourites')),
            children: (
              <FavouritesPanel
                tree={menus.collectLeadMenuQueryOutput}
                language={language}
                onOpen={open}
                collect={collect}
                onEdit={() => setEditing(true)}
                onPrepareEdit={() => void loadEditor()}
              />
            ),
          },
        ]}
      />
      {editing ? (
        <Suspense fallback={null}>
          <FavouritesEditor
            menusKey={menusKey}
            favourites={menus.collectLeadMenuQueryOutput}
            firstPickMenu={menus.firstPickMenu}
            root={rootEntryOf(menus, menusKey)}
            titleOf={(item) => menuTitle(item, language)}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
