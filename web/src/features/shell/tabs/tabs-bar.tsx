import { DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs, type TabsProps, Tooltip } from 'antd';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { isAdministrator, useSessionStore } from '../../../stores/session-store';
import { HOME_PATH, isAffix, type TabView } from '../../../stores/tabs/tab-list';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { type StableNavigate, useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { usePageVersionsStore } from '../page-area/page-versions-store';
import { tabTitle } from './tab-title';
import './tabs-bar.css';

/** docs/spec.md §2: Add Module and Edit Module only for administrators, and only when the home-page setting is 1. */
export function showsModuleEditing(administrator: boolean, homePageSetting: number | undefined): boolean {
  return administrator && homePageSetting === 1;
}

/** Shows a tab's page: at once, since the page is usually kept alive and only has to be shown again. */
function showTab(navigate: StableNavigate, tab: TabView | undefined): void {
  if (!tab) return;
  // The tab turns active in the same render as the page shows, rather than in a second one after
  // the route has been followed (which then finds nothing left to change).
  useTabsStore.getState().setActive(tab.path);
  navigate(tab.fullPath, { immediate: true });
}

function closeTab(navigate: StableNavigate, path: string): void {
  const wasActive = path === useTabsStore.getState().active;
  const next = useTabsStore.getState().close(path);
  if (wasActive)
    showTab(
      navigate,
      useTabsStore.getState().visited.find((tab) => tab.path === next),
    );
}

interface TabLabelProps {
  tab: TabView;
  title: string;
  /** Close Others has nothing to close: every other tab is pinned. */
  alone: boolean;
  navigate: StableNavigate;
}

/** A tab's title with its right-click menu (Refresh, Close, Close Others) and, when cut short, its tooltip. */
const TabLabel = memo(function TabLabel({ tab, title, alone, navigate }: TabLabelProps) {
  const { t } = useTranslation();
  const label = useRef<HTMLSpanElement>(null);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('shell.tabs.refresh') },
    { key: 'close', label: t('shell.tabs.close'), disabled: isAffix(tab) },
    { key: 'closeOthers', label: t('shell.tabs.closeOthers'), disabled: alone },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') usePageVersionsStore.getState().refresh(tab.path);
    if (key === 'close') closeTab(navigate, tab.path);
    if (key === 'closeOthers') {
      const wasActive = tab.path === useTabsStore.getState().active;
      useTabsStore.getState().closeOthers(tab.path);
      if (!wasActive) showTab(navigate, tab);
    }
  };
  // A title cut short past 14em shows whole in a tooltip while the pointer is on it. Its text
  // stays whole in the page, so the tab's accessible name is always the full title, and the
  // tooltip only shows what a screen reader already reads.
  const isCut = () => !!label.current && label.current.scrollWidth > label.current.clientWidth;
  return (
    // The right-click menu takes the tooltip's place rather than opening over it.
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items, onClick }}
      onOpenChange={(open) => open && setTooltipOpen(false)}
    >
      <Tooltip
        title={title}
        classNames={{ root: 'wb-tab-title-tooltip' }}
        open={tooltipOpen}
        onOpenChange={(open) => setTooltipOpen(open && isCut())}
        mouseEnterDelay={0.3}
      >
        <span ref={label} className="wb-tab-label" data-tab-path={tab.path}>
          {title}
        </span>
      </Tooltip>
    </Dropdown>
  );
});

/**
 * The tab bar of visited pages (docs/spec.md §2 "Page tabs"): a close icon on every tab but Home, a
 * right-click menu with Refresh, Close and Close Others, and on the dashboard a menu with
 * Refresh All (plus Add Module and Edit Module for administrators when enabled). Switching tabs
 * changes only the active key: the tabs themselves are built again only when the list or the
 * language changes, so that a switch costs as little as possible before the page shows.
 */
export function TabsBar() {
  const { t, i18n } = useTranslation();
  const navigate = useStableNavigate();
  const visited = useTabsStore((s) => s.visited);
  const active = useTabsStore((s) => s.active);
  const language = useSessionStore((s) => s.language);
  const administrator = useSessionStore(isAdministrator);
  const homePage = useRuntimeConfigStore((s) => s.settings.homePage);

  const items = useMemo<TabsProps['items']>(() => {
    const alone = (tab: TabView) => visited.every((other) => isAffix(other) || other === tab);
    return visited.map((tab) => ({
      key: tab.path,
      closable: !isAffix(tab),
      label: (
        <TabLabel
          tab={tab}
          title={tabTitle(tab, language, (key) => i18n.t(key as never))}
          alone={alone(tab)}
          navigate={navigate}
        />
      ),
    }));
  }, [visited, language, i18n, navigate]);
  const onChange = useCallback(
    (key: string) =>
      showTab(
        navigate,
        useTabsStore.getState().visited.find((tab) => tab.path === key),
      ),
    [navigate],
  );
  const onEdit = useCallback<NonNullable<TabsProps['onEdit']>>(
    (key, action) => {
      if (action === 'remove' && typeof key === 'string') closeTab(navigate, key);
    },
    [navigate],
  );

  const tabsLocale = useMemo(
    () => ({ removeAriaLabel: t('shell.tabs.closeTab'), dropdownAriaLabel: t('shell.tabs.moreTabs') }),
    [t],
  );

  const dashboardItems: MenuProps['items'] = [
    { key: 'refreshAll', icon: <ReloadOutlined />, label: t('shell.tabs.refreshAll') },
    ...(showsModuleEditing(administrator, homePage)
      ? [
          { key: 'addModule', label: t('shell.tabs.addModule') },
          { key: 'editModule', label: t('shell.tabs.editModule') },
        ]
      : []),
  ];
  const onDashboardItem: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refreshAll') usePageVersionsStore.getState().refreshAll();
    if (key === 'addModule' || key === 'editModule')
      navigate(`${HOME_PATH}?modules=${key === 'addModule' ? 'add' : 'edit'}`);
  };

  return (
    <nav className="wb-tabs-bar" aria-label={t('shell.tabs.label')}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active}
        onChange={onChange}
        onEdit={onEdit}
        items={items}
        // antd labels these buttons in English whatever the language.
        locale={tabsLocale}
      />
      {/* Beside the tab list, not inside it: a tablist may only hold tabs (WAI-ARIA). */}
      {active === HOME_PATH ? (
        <Dropdown trigger={['click']} menu={{ items: dashboardItems, onClick: onDashboardItem }}>
          <Button size="small" type="text" className="wb-tabs-dashboard-menu">
            {t('shell.tabs.dashboardMenu')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </nav>
  );
}
