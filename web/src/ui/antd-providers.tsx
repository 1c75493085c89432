import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@workbench/contracts';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { activateDayjsLocale, loadAntdLocale } from '../i18n/locale-loaders';
import { registerLocaleLoader, useAntdLocaleStore } from '../i18n/locale-store';
import { useSessionStore } from '../stores/session-store';
import { registerCacheReset } from './cache-reset';
import { PageLoading } from './page-loading';
import { portalTheme } from './portal-theme';
import { queryClient } from './query-client';

const LOCALE_WAIT_MS = 5_000;

/** antd with the portal's theme and the active locale. */
export function ThemedConfig({ children }: { children: ReactNode }) {
  const locale = useAntdLocaleStore((s) => s.locale);
  return (
    <ConfigProvider locale={locale} theme={portalTheme}>
      {children}
    </ConfigProvider>
  );
}

// Modals and messages opened outside components (ui/notices.ts, ui/confirm.ts) get the same theme and locale.
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
