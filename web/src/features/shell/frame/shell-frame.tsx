import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackDevice } from '../../../stores/interface-store';
import { selectionFor, useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { SelectionSwitcher } from '../../appbox';
import { RealtimeLayer } from '../../realtime';
import { useInactivityLogout } from '../inactivity/use-inactivity-logout';
import { useSyncMenuRoutes } from '../menu-routes/use-sync-menu-routes';
import { isBarePageAddress } from '../navigation/address-flags';
import { PageArea } from '../page-area/page-area';
import { PreloadSubApplications } from '../page-host/preload-sub-applications';
import { SideArea } from '../side-area/side-area';
import { TabsBar } from '../tabs/tabs-bar';
import { useTrackVisitedTab } from '../tabs/use-track-visited-tab';
import { TopBar } from '../top-bar/top-bar';
import './shell-frame.css';

// antd's Drawer comes with the workbench drawer when it is first opened, not with the frame.
const WorkbenchDrawer = lazy(() =>
  import('../workbench-drawer/workbench-drawer').then((m) => ({ default: m.WorkbenchDrawer })),
);

/** Hash routing owns the fragment, so skipping to the content moves focus itself rather than linking to "#wb-main". */
function skipToMain() {
  document.getElementById('wb-main')?.focus();
}

/**
 * What follows every navigation (tabs, menu routes), in a component of its own so that a navigation
 * re-renders only it and the parts that show the route, not the whole frame.
 */
function RouteFollowers() {
  useSyncMenuRoutes();
  useTrackVisitedTab();
  return null;
}

/**
 * The pages, rendered once the frame around them has been shown: on the first screen the top
 * bar, side menu and tabs commit and paint first, and the page (the home page's cards and
 * tiles, an application's frame) renders right after, in the background, instead of holding the
 * menu back until it is ready too.
 */
function DeferredPageArea() {
  const shown = useDeferredValue(true, false);
  return shown ? <PageArea /> : <div className="wb-page-area" />;
}

/**
 * The signed-in frame of docs/spec.md §2: top bar, side area (once an application is entered), tab bar,
 * page area and the notification pop-up layer with its hub connections. Pages render inside the
 * page area through the router's outlet.
 */
export function ShellFrame() {
  const { t } = useTranslation();
  const [workbenchOpen, setWorkbenchOpen] = useState(false);
  // Stays mounted once opened, so that closing plays antd's closing motion.
  const [workbenchWanted, setWorkbenchWanted] = useState(false);
  const openWorkbench = useCallback(() => {
    setWorkbenchWanted(true);
    setWorkbenchOpen(true);
  }, []);
  const closeWorkbench = useCallback(() => setWorkbenchOpen(false), []);
  const userName = useSessionStore((s) => s.userName);
  const entered = useSelectionStore((s) => selectionFor(s.selection, userName) !== null);
  // A window opened for one page stays that page's window; read once, so that navigating does not
  // re-render the whole frame (opening a tab must stay quick).
  const [bare] = useState(isBarePageAddress);
  useInactivityLogout();
  useEffect(() => trackDevice(window), []);

  // A page opened in its own window (pageType 1, the PDA preview): the page alone, for boards and small screens.
  if (bare) {
    return (
      <main className="wb-shell wb-shell-bare" id="wb-main">
        <RouteFollowers />
        <DeferredPageArea />
      </main>
    );
  }

  return (
    <div className="wb-shell">
      <button type="button" className="wb-skip-link" onClick={skipToMain}>
        {t('shell.skipToContent')}
      </button>
      <RouteFollowers />
      <TopBar onOpenWorkbench={openWorkbench} selectionSlot={entered ? <SelectionSwitcher /> : null} />
      <div className="wb-shell-body">
        {entered ? <SideArea /> : null}
        <main className="wb-shell-main" id="wb-main" tabIndex={-1}>
          <TabsBar />
          <DeferredPageArea />
        </main>
      </div>
      {workbenchWanted ? (
        <Suspense fallback={null}>
          <WorkbenchDrawer open={workbenchOpen} onClose={closeWorkbench} />
        </Suspense>
      ) : null}
      <PreloadSubApplications />
      <RealtimeLayer />
    </div>
  );
}
