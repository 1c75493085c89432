import { QueryClientProvider } from '@tanstack/react-query';
import { type Language, THEME_COLOR } from '@workbench/contracts';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { activateDayjsLocale, loadAntdLocale } from '../i18n/locale-loaders';
import { registerLocaleLoader, useAntdLocaleStore } from '../i18n/locale-store';
import { useSessionStore } from '../stores/session-store';
import { registerCacheReset } from './cache-reset';
import { PageLoading } from './page-loading';
import { queryClient } from './query-client';

const LOCALE_WAIT_MS = 5_000;

/**
 * The theme colour #006fff (docs/spec.md §9) gives white text a contrast of only 4.45:1, under WCAG AA's
 * 4.5:1. It stays the brand colour of accents, borders and focus; wherever it carries text (filled
 * buttons, links, selected tabs and menu items) a darker shade of it is used.
 */
export const THEME_TEXT_COLOR = '#0062e0';
const THEME_TEXT_COLOR_HOVER = '#0056c7';
/**
 * antd's placeholder grey (25 % black, 1.7:1 on white) is unreadable on a plant terminal's screen, and a
 * select's placeholder is its only label text; this one has 4.9:1.
 */
export const PLACEHOLDER_COLOR = 'rgba(0, 0, 0, 0.56)';
/** Hints under form fields and other descriptions: antd's 45 % black gives 3.4:1, this 5.7:1 (WCAG AA). */
const DESCRIPTION_COLOR = 'rgba(0, 0, 0, 0.6)';

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOR,
    colorLink: THEME_TEXT_COLOR,
    colorPrimaryText: THEME_TEXT_COLOR,
    colorTextPlaceholder: PLACEHOLDER_COLOR,
    colorTextDescription: DESCRIPTION_COLOR,
    borderRadius: 6,
  },
  components: {
    Button: {
      colorPrimary: THEME_TEXT_COLOR,
      colorPrimaryHover: THEME_TEXT_COLOR_HOVER,
      colorPrimaryActive: THEME_TEXT_COLOR_HOVER,
      colorLink: THEME_TEXT_COLOR,
    },
    Menu: { itemSelectedColor: THEME_TEXT_COLOR, horizontalItemSelectedColor: THEME_TEXT_COLOR },
    Tabs: { itemSelectedColor: THEME_TEXT_COLOR, itemActiveColor: THEME_TEXT_COLOR },
    Dropdown: { colorPrimary: THEME_TEXT_COLOR },
    Select: { optionSelectedColor: THEME_TEXT_COLOR },
  },
};

/** antd with the portal's theme and the active locale. */
export function ThemedConfig({ children }: { children: ReactNode }) {
  const locale = useAntdLocaleStore((s) => s.locale);
  return (
    <ConfigProvider locale={locale} theme={portalTheme}>
      {children}
    </ConfigProvider>
  );
}

// Modals and messages opened outside components (app/feedback.ts) get the same theme and locale.
ConfigProvider.config({ holderRender: (children) => <ThemedConfig>{children}</ThemedConfig> });
registerCacheReset(() => queryClient.clear());

/** Loads antd's and dayjs's locale of a language (each its own chunk) and puts them in force. */
async function loadLocales(language: Language): Promise<void> {
  const [locale] = await Promise.all([loadAntdLocale(language), activateDayjsLocale(language)]);
  useAntdLocaleStore.setState({ locale, language });
}
registerLocaleLoader(loadLocales);
void loadLocales(useSessionStore.getState().language).catch((error: unknown) =>
  console.warn('antd locale could not be loaded; antd texts stay English', error),
);

/** TanStack Query and antd for the signed-in area; waits (briefly) for the first antd locale. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const ready = useAntdLocaleStore((s) => s.language !== undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A locale that cannot be loaded must not keep the user out: go on with antd's English.
    const timer = window.setTimeout(() => setFailed(true), LOCALE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready && !failed) return <PageLoading />;
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedConfig>{children}</ThemedConfig>
    </QueryClientProvider>
  );
}
