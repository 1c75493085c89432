import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { TopMenuItem } from './top-menu-model';

type DropdownItem = NonNullable<MenuProps['items']>[number];

/** A top-bar menu item as a dropdown entry: a page opens by its path; one without a page is shown disabled, "coming later". */
export function dropdownItemOf(item: TopMenuItem, t: TFunction): DropdownItem {
  return item.path
    ? { key: item.path, label: t(item.labelKey) }
    : { key: item.key, label: t(item.labelKey), disabled: true, extra: t('topBar.comingLater') };
}
