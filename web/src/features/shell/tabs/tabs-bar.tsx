import { DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { isAdministrator, useSessionStore } from '../../../stores/session-store';
import { HOME_PATH, isAffix, type TabView } from '../../../stores/tabs/tab-list';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { usePageVersionsStore } from '../page-area/page-versions-store';
import { tabTitle } from './tab-title';
import './tabs-bar.css';

/** SPEC §2: Add Module and Edit Module only for administrators, and only when the home-page setting is 1. */
export function showsModuleEditing(administrator: boolean, homePageSetting: number | undefined): boolean {
  return administrator && homePageSetting === 1;
}

/**
 * The tab bar of visited pages (SPEC §2 "Page tabs"): a close icon on every tab but Home, a
 * right-click menu with Refresh, Close and Close Others, and on the dashboard a menu with
 * Refresh All (plus Add Module and Edit Module for administrators when enabled).
 */
export function TabsBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { visited, active } = useTabsStore();
  const language = useSessionStore((s) => s.language);
  const administrator = useSessionStore(isAdministrator);
  const homePage = useRuntimeConfigStore((s) => s.settings.homePage);
  const { refresh, refreshAll } = usePageVersionsStore();

  const show = (tab: TabView | undefined) => {
    if (tab) navigate(tab.fullPath);
  };
  const close = (path: string) => {
    const wasActive = path === useTabsStore.getState().active;
    const next = useTabsStore.getState().close(path);
    if (wasActive) show(useTabsStore.getState().visited.find((tab) => tab.path === next));
  };
  const closeOthers = (tab: TabView) => {
    useTabsStore.getState().closeOthers(tab.path);
    if (tab.path !== active) show(tab);
  };

  const contextItems = (tab: TabView): MenuProps['items'] => [
    { key: 'refresh', label: t('shell.tabs.refresh') },
    { key: 'close', label: t('shell.tabs.close'), disabled: isAffix(tab) },
    { key: 'closeOthers', label: t('shell.tabs.closeOthers'), disabled: visited.every((v) => isAffix(v) || v === tab) },
  ];
  const onContext = (tab: TabView, key: string) => {
    if (key === 'refresh') refresh(tab.path);
    if (key === 'close') close(tab.path);
    if (key === 'closeOthers') closeOthers(tab);
  };

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
    if (key === 'refreshAll') refreshAll();
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
        onChange={(key) => show(visited.find((tab) => tab.path === key))}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={visited.map((tab) => ({
          key: tab.path,
          closable: !isAffix(tab),
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{ items: contextItems(tab), onClick: ({ key }) => onContext(tab, key) }}
            >
              <span className="wb-tab-label" data-tab-path={tab.path}>
                {tabTitle(tab, language, (key) => i18n.t(key as never))}
              </span>
            </Dropdown>
          ),
        }))}
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
