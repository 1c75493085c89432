import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { trackDevice } from '../../../stores/interface-store';
import { selectionFor, useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { SelectionSwitcher } from '../../appbox';
import { useInactivityLogout } from '../inactivity/use-inactivity-logout';
import { useSyncMenuRoutes } from '../menu-routes/use-sync-menu-routes';
import { BARE_PAGE_FLAG } from '../navigation/open-menu-page';
import { PageArea } from '../page-area/page-area';
import { PreloadSubApplications } from '../page-host/preload-sub-applications';
import { SideArea } from '../side-area/side-area';
import { TabsBar } from '../tabs/tabs-bar';
import { useTrackVisitedTab } from '../tabs/use-track-visited-tab';
import { TopBar } from '../top-bar/top-bar';
import { WorkbenchDrawer } from '../workbench-drawer/workbench-drawer';
import './shell-frame.css';

/** Hash routing owns the fragment, so skipping to the content moves focus itself rather than linking to "#wb-main". */
function skipToMain() {
  document.getElementById('wb-main')?.focus();
}

/**
 * The signed-in frame of SPEC §2: top bar, side area (once an application is entered), tab bar and
 * page area. Pages render inside the page area through the router's outlet.
 */
export function ShellFrame() {
  const { t } = useTranslation();
  const [workbenchOpen, setWorkbenchOpen] = useState(false);
  const userName = useSessionStore((s) => s.userName);
  const entered = useSelectionStore((s) => selectionFor(s.selection, userName) !== null);
  const bare = new URLSearchParams(useLocation().search).has(BARE_PAGE_FLAG);
  useSyncMenuRoutes();
  useTrackVisitedTab();
  useInactivityLogout();
  useEffect(() => trackDevice(window), []);

  // A page opened in its own window (pageType 1, the PDA preview): the page alone, for boards and small screens.
  if (bare) {
    return (
      <main className="wb-shell wb-shell-bare" id="wb-main">
        <PageArea />
      </main>
    );
  }

  return (
    <div className="wb-shell">
      <button type="button" className="wb-skip-link" onClick={skipToMain}>
        {t('shell.skipToContent')}
      </button>
      <TopBar onOpenWorkbench={() => setWorkbenchOpen(true)} selectionSlot={entered ? <SelectionSwitcher /> : null} />
      <div className="wb-shell-body">
        {entered ? <SideArea /> : null}
        <main className="wb-shell-main" id="wb-main" tabIndex={-1}>
          <TabsBar />
          <PageArea />
        </main>
      </div>
      <WorkbenchDrawer open={workbenchOpen} onClose={() => setWorkbenchOpen(false)} />
      <PreloadSubApplications />
    </div>
  );
}
