import { create } from 'zustand';
import { readLocal, writeLocal } from '../../lib/browser-storage';
import { LOCAL_KEYS } from '../../lib/storage-keys';
import { type DashboardModule, parseLayout } from './dashboard-modules';

interface DashboardLayoutState {
  layout: DashboardModule[];
  setLayout(layout: DashboardModule[]): void;
}

/**
 * The home page's modules and their order, arranged by an administrator with Add Module and Edit
 * Module (docs/spec.md §2). Kept in this browser: the platform has no home-page layout resource yet.
 */
export const useDashboardLayout = create<DashboardLayoutState>()((set) => ({
  layout: parseLayout(readLocal(LOCAL_KEYS.dashboardLayout)),
  setLayout(layout) {
    writeLocal(LOCAL_KEYS.dashboardLayout, JSON.stringify(layout));
    set({ layout });
  },
}));
