import { DownOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dropdownItemOf } from './dropdown-items';
import type { TopMenuDropdownEntry, TopMenuEntry, TopMenuLinkEntry } from './top-menu-model';
import { useActiveMenuGroup } from './use-active-menu-group';
import { useNavigationDropdown } from './use-navigation-dropdown';
import './top-menus.css';

/** A top-bar link such as Workbench or Event Centre, highlighted while its menu group is active. */
export function TopMenuLink({ entry }: { entry: TopMenuLinkEntry }) {
  const { t } = useTranslation();
  const active = useActiveMenuGroup() === entry.group;
  return (
    <Link
      to={entry.path}
      className={active ? 'wb-top-menu is-active' : 'wb-top-menu'}
      aria-current={active ? 'page' : undefined}
    >
      {t(entry.labelKey)}
    </Link>
  );
}

/** A top-bar dropdown (Operations Centre, Team Management, System Management). */
function TopMenuDropdown({ entry }: { entry: TopMenuDropdownEntry }) {
  const { t } = useTranslation();
  const active = useActiveMenuGroup() === entry.group;

  const items: MenuProps['items'] = entry.items.map((item) => dropdownItemOf(item, t));
  const { open, onOpenChange, triggerId, menu } = useNavigationDropdown(items);

  return (
    <Dropdown trigger={['click']} open={open} onOpenChange={onOpenChange} autoFocus menu={menu}>
      <button
        id={triggerId}
        type="button"
        className={active ? 'wb-top-menu is-active' : 'wb-top-menu'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-current={active ? 'true' : undefined}
      >
        {t(entry.labelKey)}
        <DownOutlined className="wb-top-menu-caret" aria-hidden />
      </button>
    </Dropdown>
  );
}

/** The permitted menu groups as a row of links and dropdowns (desktop). */
export function TopMenus({ entries }: { entries: readonly TopMenuEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <nav className="wb-top-menus" aria-label={t('topBar.navigation')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'link' ? <TopMenuLink entry={entry} /> : <TopMenuDropdown entry={entry} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
