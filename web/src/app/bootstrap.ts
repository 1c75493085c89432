import { CORE_LANGUAGES, type Language } from '@workbench/contracts';
import { setApiBaseUrl } from '../api/http-client';
import { getSettings } from '../api/settings/get-settings';
import { getConfig } from '../api/static/get-config';
import { followOtherTabs } from '../features/auth/session-end';
import { initI18n } from '../i18n/i18n';
import { loadServerDictionaries } from '../i18n/server-dictionaries';
import { withBaseUrl } from '../lib/urls';
import { trackDevice } from '../stores/interface-store';
import { useRuntimeConfigStore } from '../stores/runtime-config-store';
import { useSessionStore } from '../stores/session-store';
import { takeAccessToken } from './guard/guard-decisions';
import { wireHttpClient } from './wire-http-client';

/**
 * An access_token in the real query string (before the "#"), e.g. from a single sign-on portal,
 * is stored as the Bearer token and removed from the address bar. A token in the hash query is
 * handled by the guard.
 */
function acceptTokenFromQueryString(): void {
  const handedOver = takeAccessToken(window.location.search);
  if (!handedOver) return;
  useSessionStore.getState().acceptAccessToken(handedOver.token);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${handedOver.rest}${window.location.hash}`,
  );
}

function applyFavicon(address: string): void {
  if (!address) return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link) link.href = address;
}

/**
 * Start-up (docs/spec.md §7, §8): config.json → API base address; then the settings file and the
 * server's dictionaries in parallel. Nothing here may stop the portal from starting: each step
 * falls back to defaults and only logs.
 */
export async function bootstrap(): Promise<void> {
  const language: Language = useSessionStore.getState().language;
  document.documentElement.lang = language;
  const i18nReady = initI18n(language).catch((error: unknown) => console.error('i18n did not start', error));
  acceptTokenFromQueryString();
  wireHttpClient();

  const staticConfig = await getConfig();
  setApiBaseUrl(staticConfig.URL);
  useRuntimeConfigStore.setState({ staticConfig, apiBaseUrl: staticConfig.URL });

  const wantedLanguages = [...new Set<Language>([...CORE_LANGUAGES, language])];
  const [settings] = await Promise.all([getSettings(), loadServerDictionaries(wantedLanguages), i18nReady]);
  useRuntimeConfigStore.setState({ settings });
  applyFavicon(withBaseUrl(settings.TabIcon, staticConfig.URL));

  followOtherTabs();
  trackDevice();
}
