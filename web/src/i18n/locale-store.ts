import type { Language } from '@workbench/contracts';
import type { Locale } from 'antd/es/locale';
import { create } from 'zustand';

/** The antd locale in force and its language; ConfigProvider reads it. */
export const useAntdLocaleStore = create<{ locale: Locale | undefined; language: Language | undefined }>()(() => ({
  locale: undefined,
  language: undefined,
}));

type LocaleLoader = (language: Language) => Promise<void>;
let loader: LocaleLoader | undefined;

/**
 * The antd area registers how to load its locales when its chunk arrives; before that (sign-in
 * page) a language change needs no antd or dayjs locale at all.
 */
export function registerLocaleLoader(next: LocaleLoader): void {
  loader = next;
}

export function loadRegisteredLocales(language: Language): Promise<void> {
  return loader ? loader(language) : Promise.resolve();
}
