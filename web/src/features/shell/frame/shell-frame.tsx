import { useState } from 'react';
import { useSelectionStore } from '../../../stores/selection-store';
import { SelectionSwitcher } from '../../appbox';
import { PageArea } from '../page-area/page-area';
import { SideArea } from '../side-area/side-area';
import { TabsBar } from '../tabs/tabs-bar';
import { TopBar } from '../top-bar/top-bar';
import { WorkbenchDrawer } from '../workbench-drawer/workbench-drawer';
import './shell-frame.css';

/**
 * The signed-in frame of SPEC §2: top bar, side area (once an application is entered), tab bar and
 * page area. Pages render inside the page area through the router's outlet.
 */
export function ShellFrame() {
  const [workbenchOpen, setWorkbenchOpen] = useState(false);
  const entered = useSelectionStore((s) => s.selection !== null);

  return (
    <div className="wb-shell">
      <TopBar onOpenWorkbench={() => setWorkbenchOpen(true)} selectionSlot={entered ? <SelectionSwitcher /> : null} />
      <div className="wb-shell-body">
        {entered ? <SideArea /> : null}
        <main className="wb-shell-main" id="wb-main">
          <TabsBar />
          <PageArea />
        </main>
      </div>
      <WorkbenchDrawer open={workbenchOpen} onClose={() => setWorkbenchOpen(false)} />
    </div>
  );
}
