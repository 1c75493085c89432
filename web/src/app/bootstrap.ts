import { CORE_LANGUAGES, type Language } from '@workbench/contracts';
import { holdCallsUntil, setApiBaseUrl } from '../api/http-client';
import { getSettings } from '../api/settings/get-settings';
import { getConfig } from '../api/static/get-config';
import { followOtherTabs } from '../features/auth/session-end';
import { ensurePortalDictionary, startI18n } from '../i18n/i18n';
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
 * config.json names the API address (calls made before it is known wait for it); the settings
 * file and the server's dictionaries are asked for at once and applied when they come. None of it
 * holds up the first paint, and none of it may stop the portal: each step falls back to defaults
 * and only logs.
 */
function loadRuntimeConfig(language: Language): void {
  const config = getConfig().then((staticConfig) => {
    setApiBaseUrl(staticConfig.URL);
    useRuntimeConfigStore.setState({ staticConfig, apiBaseUrl: staticConfig.URL });
    return staticConfig;
  });
  holdCallsUntil(config);
  void loadServerDictionaries([...new Set<Language>([...CORE_LANGUAGES, language])]);
  void Promise.all([config, getSettings()]).then(([staticConfig, settings]) => {
    useRuntimeConfigStore.setState({ settings });
    applyFavicon(withBaseUrl(settings.TabIcon, staticConfig.URL));
  });
}

/** Every signed-in page needs the language's full dictionary; the sign-in page does without it. */
function loadFullDictionary(): Promise<void> {
  return ensurePortalDictionary(useSessionStore.getState().language).catch((error: unknown) =>
    console.error('The dictionary could not be loaded', error),
  );
}

/**
 * Start-up (docs/spec.md §7, §8). Resolves once the first page can be drawn: at once for the
 * sign-in page, which has its texts in the entry; for a signed-in user once the full dictionary is
 * in. The full dictionary also comes whenever a session starts later (signing in, a handed-over token).
 */
export async function bootstrap(): Promise<void> {
  const language: Language = useSessionStore.getState().language;
  document.documentElement.lang = language;
  startI18n(language);
  acceptTokenFromQueryString();
  wireHttpClient();
  loadRuntimeConfig(language);
  followOtherTabs();
  trackDevice();
  useSessionStore.subscribe((state, previous) => {
    if (state.hasToken && !previous.hasToken) void loadFullDictionary();
  });
  if (useSessionStore.getState().hasToken) await loadFullDictionary();
}
