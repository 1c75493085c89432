import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { trackDevice } from '../../../stores/interface-store';
import { menusKeyOf } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { applicationName } from '../../appbox';
import { RealtimeLayer } from '../../realtime';
import { useInactivityLogout } from '../inactivity/use-inactivity-logout';
import { useSyncMenuRoutes } from '../menu-routes/use-sync-menu-routes';
import { PageArea } from '../page-area/page-area';
import { pagePathOf } from '../page-area/page-path-context';
import { usePdaMenus } from './api/get-pda-menus';
import { isMenuPath } from './back-stack';
import { useFollowBackStack, useGoBack } from './back-stack-store';
import { HandheldBar } from './handheld-bar';
import { HandheldHome } from './handheld-home';
import { useHandheldScanner } from './handheld-scanner';
import { useEnteredSelection } from './use-entered-selection';
import { usePageTitle } from './use-page-title';
import './handheld.css';

export interface HandheldFrameProps {
  /** Shown inside the top bar's PDA preview: the window around it keeps the real-time connections. */
  preview?: boolean;
}

/**
 * The signed-in area on a handheld (docs/adr/0015-handheld-mode.md): one column, a bar with Back
 * and the page's title, the entered application's menu as a full screen at the bottom of a back
 * stack instead of tabs, and a barcode reader's scans delivered to the shown page.
 */
export function HandheldFrame({ preview = false }: HandheldFrameProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = useSessionStore((s) => s.language);
  const selection = useEnteredSelection();
  const pdaMenus = usePdaMenus(menusKeyOf(selection));
  useSyncMenuRoutes(pdaMenus.data?.defaultLeadMenuQueryOutput);
  useInactivityLogout();
  useEffect(() => trackDevice(window), []);
  const stack = useFollowBackStack();
  const goBack = useGoBack();
  const atMenu = isMenuPath(pathname);
  useHandheldScanner(atMenu ? null : pagePathOf(pathname));
  const pageTitle = usePageTitle();

  const menuTitle = selection ? applicationName(selection.application, language) : t('handheld.applications');
  return (
    <div className="wb-handheld">
      <HandheldBar
        title={atMenu ? menuTitle : (pageTitle ?? t('handheld.title'))}
        canGoBack={!atMenu}
        onBack={() => goBack(1)}
        onMenu={atMenu ? null : () => goBack(stack.length)}
      />
      <main className="wb-handheld-main" id="wb-main" tabIndex={-1}>
        {atMenu ? (
          <HandheldHome pdaTree={pdaMenus.data?.defaultLeadMenuQueryOutput} />
        ) : (
          <PageArea openPaths={stack.map((entry) => entry.path)} />
        )}
      </main>
      {preview ? null : <RealtimeLayer />}
    </div>
  );
}
