import type { Language } from '@workbench/contracts';
import type { TabView } from '../../../stores/tabs/tab-list';

/**
 * A tab's title in the active language: portal pages through their dictionary key, menu pages by
 * their names (German from title_de, Chinese from title, every other language from title_en).
 */
export function tabTitle(view: TabView, language: Language, translateKey: (key: string) => string): string {
  if (view.meta.titleKey) return translateKey(view.meta.titleKey);
  if (language === 'zh-Hans') return view.meta.title || view.meta.title_en;
  if (language === 'de-DE') return view.meta.title_de || view.meta.title_en || view.meta.title;
  return view.meta.title_en || view.meta.title;
}
