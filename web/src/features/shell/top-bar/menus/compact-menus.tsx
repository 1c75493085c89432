import { DownOutlined, MoreOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ToolButton } from '../tools/tool-button';
import { useFocusReturn } from '../use-focus-return';
import { dropdownItemOf } from './dropdown-items';
import './top-menus.css';
import type { TopMenuEntry } from './top-menu-model';
import { useActiveMenuGroup } from './use-active-menu-group';

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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const { triggerId, restoreFocus } = useFocusReturn();
  const onOpenChange = (next: boolean) => {
    if (!next) restoreFocus();
    setOpen(next);
  };

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

  return (
    <nav className="wb-top-menus is-compact" aria-label={t('topBar.navigation')}>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        rootClassName="wb-compact-menus-popup"
        open={open}
        onOpenChange={onOpenChange}
        autoFocus
        menu={{
          items,
          selectedKeys: [pathname],
          onClick: ({ key }) => {
            onOpenChange(false);
            navigate(key);
          },
        }}
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
