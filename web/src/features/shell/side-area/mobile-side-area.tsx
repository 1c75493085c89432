import { MenuUnfoldOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserMenusKey, useUserMenus } from '../../../api/menus/get-user-menus';
import { useInterfaceStore } from '../../../stores/interface-store';
import { SIDE_AREA_COLLAPSED_WIDTH } from '../rules/side-area-size';
import { SideContent } from './side-content';

/** The drawer on a phone is at least this wide, whatever the desktop width is. */
const MOBILE_DRAWER_MIN_WIDTH = 280;

/**
 * The side area on a phone-sized window (docs/spec.md §4 device "mobile"): a narrow strip that
 * opens the menus in a drawer over the page.
 */
export function MobileSideArea({ menusKey }: { menusKey: UserMenusKey }) {
  const { t } = useTranslation();
  const menus = useUserMenus(menusKey);
  const width = useInterfaceStore((s) => s.sidebarSize);
  // docs/spec.md §4: on a phone-sized window the side area starts closed.
  const [open, setOpen] = useState(false);
  return (
    <nav
      className="wb-side-area is-collapsed"
      style={{ width: SIDE_AREA_COLLAPSED_WIDTH }}
      aria-label={t('sideArea.label')}
    >
      <button
        type="button"
        className="wb-side-area-reopen"
        aria-label={t('sideArea.expand')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuUnfoldOutlined aria-hidden />
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        // A phone has no room to spare beside the drawer, but a finger needs wider rows than a mouse.
        size={`min(${Math.max(width, MOBILE_DRAWER_MIN_WIDTH)}px, 85vw)`}
        title={t('sideArea.label')}
        closable={{ 'aria-label': t('sideArea.close') }}
        className="wb-side-drawer"
      >
        <SideContent menus={menus} menusKey={menusKey} compact={false} onOpened={() => setOpen(false)} />
      </Drawer>
    </nav>
  );
}
