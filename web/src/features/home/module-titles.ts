import type { DictionaryKey } from '../../i18n/dictionaries/en';
import type { DashboardModule } from './dashboard-modules';

/** The heading of each home page module, as its card and the module editor show it. */
export const MODULE_TITLE_KEYS: Record<DashboardModule, DictionaryKey> = {
  applications: 'home.modules.applications',
  account: 'home.account',
  warehouses: 'home.warehouses',
};
