import Cookies from 'js-cookie';
import { create } from 'zustand';
import { readMirrored, writeMirrored } from '../lib/browser-storage';
import { COOKIE_KEYS, MIRRORED_KEYS } from '../lib/storage-keys';
import {
  DEFAULT_SIZE,
  type Device,
  deviceForWidth,
  initialSidebarFixed,
  initialSidebarSize,
  parseStored,
  type SidebarFixed,
} from './interface-defaults';

/**
 * Windows up to this width get the handheld layout (docs/adr/0015-handheld-mode.md): PDAs and
 * phones held upright; a tablet or a phone on its side keeps the frame with tabs.
 */
export const HANDHELD_MAX_WIDTH_PX = 480;

export function isHandheldWidth(width: number): boolean {
  return width <= HANDHELD_MAX_WIDTH_PX;
}

/** A check-system-and-data result; the cache is keyed by its field B (docs/spec.md §3). */
export interface SysCheckResult {
  B: string;
  [field: string]: unknown;
}

/** Interface state of docs/spec.md §3; what is persisted and where follows docs/spec.md §4 "Storage". */
export interface InterfaceState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  /** In memory only. */
  fireAlarm: { state: boolean; info: unknown[] };
  sidebarFixed: SidebarFixed;
  sidebarSize: number;
  device: Device;
  /** The window is a handheld's (isHandheldWidth); kept in step by trackDevice. */
  handheld: boolean;
  size: string;
  sysname: string;
  serviceIdentification: string;
  warehouseNo: string;
  /** In memory only. */
  dashboardMessage: unknown;
  /** In memory only. */
  sysCheckInfo: unknown;
  checkSysAndData: SysCheckResult | null;
  sysAndDataCache: Record<string, SysCheckResult>;
}

export interface InterfaceActions {
  /** docs/spec.md §4: toggling or closing leaves the sidebar open; closing sets the without-animation flag. */
  toggleSidebar(): void;
  closeSidebar(withoutAnimation: boolean): void;
  setDevice(device: Device): void;
  setHandheld(handheld: boolean): void;
  setSize(size: string): void;
  setSidebarFixed(fixed: SidebarFixed): void;
  setSidebarSize(size: number): void;
  setSysname(name: string): void;
  setServiceIdentification(value: string): void;
  setWarehouseNo(value: string): void;
  setFireAlarm(state: boolean, info?: unknown[]): void;
  setDashboardMessage(message: unknown): void;
  setSysCheckInfo(info: unknown): void;
  setCheckSysAndData(result: SysCheckResult): void;
}

const width = typeof window === 'undefined' ? 1440 : window.innerWidth;

export const useInterfaceStore = create<InterfaceState & InterfaceActions>()((set) => ({
  sidebar: { opened: true, withoutAnimation: false },
  fireAlarm: { state: false, info: [] },
  sidebarFixed: initialSidebarFixed(Cookies.get(COOKIE_KEYS.sidebarFixed), width),
  sidebarSize: initialSidebarSize(Cookies.get(COOKIE_KEYS.sidebarSize)),
  device: 'desktop',
  handheld: isHandheldWidth(width),
  size: Cookies.get(COOKIE_KEYS.size) || DEFAULT_SIZE,
  sysname: readMirrored(MIRRORED_KEYS.sysname) ?? '',
  serviceIdentification: readMirrored(MIRRORED_KEYS.serviceIdentification) ?? '',
  warehouseNo: readMirrored(MIRRORED_KEYS.warehouseNo) ?? '',
  dashboardMessage: null,
  sysCheckInfo: null,
  checkSysAndData: parseStored<SysCheckResult | null>(readMirrored(MIRRORED_KEYS.checkSysAndData), null),
  sysAndDataCache: parseStored<Record<string, SysCheckResult>>(readMirrored(MIRRORED_KEYS.sysAndDataCache), {}),

  toggleSidebar: () => set({ sidebar: { opened: true, withoutAnimation: false } }),
  closeSidebar: (withoutAnimation) => set({ sidebar: { opened: true, withoutAnimation } }),
  setDevice: (device) => set({ device }),
  setHandheld: (handheld) => set({ handheld }),
  setSize(size) {
    Cookies.set(COOKIE_KEYS.size, size, { path: '/', sameSite: 'Lax' });
    set({ size });
  },
  setSidebarFixed(sidebarFixed) {
    Cookies.set(COOKIE_KEYS.sidebarFixed, sidebarFixed, { path: '/', sameSite: 'Lax' });
    set({ sidebarFixed });
  },
  setSidebarSize(sidebarSize) {
    Cookies.set(COOKIE_KEYS.sidebarSize, String(sidebarSize), { path: '/', sameSite: 'Lax' });
    set({ sidebarSize });
  },
  setSysname(sysname) {
    writeMirrored(MIRRORED_KEYS.sysname, sysname);
    set({ sysname });
  },
  setServiceIdentification(serviceIdentification) {
    writeMirrored(MIRRORED_KEYS.serviceIdentification, serviceIdentification);
    set({ serviceIdentification });
  },
  setWarehouseNo(warehouseNo) {
    writeMirrored(MIRRORED_KEYS.warehouseNo, warehouseNo);
    set({ warehouseNo });
  },
  setFireAlarm: (state, info) => set((s) => ({ fireAlarm: { state, info: info ?? s.fireAlarm.info } })),
  setDashboardMessage: (dashboardMessage) => set({ dashboardMessage }),
  setSysCheckInfo: (sysCheckInfo) => set({ sysCheckInfo }),
  setCheckSysAndData(result) {
    set((state) => {
      const sysAndDataCache = { ...state.sysAndDataCache, [result.B]: result };
      writeMirrored(MIRRORED_KEYS.checkSysAndData, JSON.stringify(result));
      writeMirrored(MIRRORED_KEYS.sysAndDataCache, JSON.stringify(sysAndDataCache));
      return { checkSysAndData: result, sysAndDataCache };
    });
  },
}));

/** Keeps `device` (docs/spec.md §4) and `handheld` in step with the window; returns the clean-up. */
export function trackDevice(target: Window = window): () => void {
  const update = () => {
    const device = deviceForWidth(target.innerWidth);
    const handheld = isHandheldWidth(target.innerWidth);
    const store = useInterfaceStore.getState();
    if (store.device !== device) store.setDevice(device);
    if (store.handheld !== handheld) store.setHandheld(handheld);
    if (device === 'mobile') store.closeSidebar(true);
  };
  update();
  target.addEventListener('resize', update);
  return () => target.removeEventListener('resize', update);
}
