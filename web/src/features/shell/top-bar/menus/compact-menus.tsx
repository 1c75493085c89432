import { DownOutlined, MoreOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '../tools/tool-button';
import { dropdownItemOf } from './dropdown-items';
import './top-menus.css';
import type { TopMenuEntry } from './top-menu-model';
import { useActiveMenuGroup } from './use-active-menu-group';
import { useNavigationDropdown } from './use-navigation-dropdown';

export interface CompactMenusProps {
  entries: readonly TopMenuEntry[];
  /** `icon` on a phone (every pixel counts); `text` where there is room for a labelled tab. */
  trigger: 'icon' | 'text';
}

/**
 * The menu groups folded into one dropdown (narrow screens, or labels too long for the row):
 * links become items, dropdowns become labelled sections, so nothing needs a second pop-up.
 */
export function CompactMenus({ entries, trigger }: CompactMenusProps) {
  const { t } = useTranslation();
  const activeGroup = useActiveMenuGroup();
  const active = entries.some((entry) => entry.group !== null && entry.group === activeGroup);

  const items: MenuProps['items'] = entries.map((entry) =>
    entry.kind === 'link'
      ? { key: entry.path, label: t(entry.labelKey) }
      : {
          key: entry.key,
          type: 'group',
          label: t(entry.labelKey),
          children: entry.items.map((item) => dropdownItemOf(item, t)),
        },
  );
  const { open, onOpenChange, triggerId, menu } = useNavigationDropdown(items);

  return (
    <nav className="wb-top-menus is-compact" aria-label={t('topBar.navigation')}>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        rootClassName="wb-compact-menus-popup"
        open={open}
        onOpenChange={onOpenChange}
        autoFocus
        menu={menu}
      >
        {trigger === 'icon' ? (
          <ToolButton
            id={triggerId}
            label={t('topBar.menus')}
            icon={<MoreOutlined />}
            aria-haspopup="menu"
            aria-expanded={open}
            hideTooltip={open}
          />
        ) : (
          <button
            id={triggerId}
            type="button"
            className={active ? 'wb-top-menu is-active' : 'wb-top-menu'}
            aria-haspopup="menu"
            aria-expanded={open}
            aria-current={active ? 'true' : undefined}
          >
            {t('topBar.menus')}
            <DownOutlined className="wb-top-menu-caret" aria-hidden />
          </button>
        )}
      </Dropdown>
    </nav>
  );
}
