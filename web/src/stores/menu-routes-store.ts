import { z } from 'zod';
import { create } from 'zustand';
import { readLocal, writeLocal } from '../lib/browser-storage';
import { LOCAL_KEYS } from '../lib/storage-keys';

const menuRouteSchema = z.object({
  path: z.string(),
  menuId: z.string(),
  name: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_de: z.string(),
  keepAlive: z.boolean(),
  pageType: z.union([z.literal(0), z.literal(1)]),
  applicationId: z.string(),
  dbId: z.string().nullable(),
});

const storedRoutesSchema = z.object({
  applicationId: z.string(),
  dbId: z.string().nullable(),
  routes: z.array(menuRouteSchema),
});
type StoredRoutes = z.infer<typeof storedRoutesSchema>;

/** A page of the function menu as a route of the shell (docs/spec.md §2 "Menu routes are generated per sub-system"). */
export interface MenuRoute {
  /** The hash path the page opens at: its webClientRoute with one leading "/". */
  path: string;
  menuId: string;
  /** The menu code; used as the route name. */
  name: string;
  title: string;
  title_en: string;
  title_de: string;
  keepAlive: boolean;
  /** 1 opens in a new window (docs/spec.md §2 "Frame layout"). */
  pageType: 0 | 1;
  applicationId: string;
  dbId: string | null;
}

export interface MenuRoutesState {
  /** Which application and sub-system the routes belong to; null before any is entered. */
  owner: { applicationId: string; dbId: string | null } | null;
  routes: MenuRoute[];
}

export interface MenuRoutesActions {
  setRoutes(owner: { applicationId: string; dbId: string | null }, routes: MenuRoute[]): void;
  clear(): void;
}

function readStored(): MenuRoutesState {
  const raw = readLocal(LOCAL_KEYS.menuRoutes);
  if (raw === null) return { owner: null, routes: [] };
  try {
    const parsed = storedRoutesSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return { owner: null, routes: [] };
    const { applicationId, dbId, routes } = parsed.data;
    return { owner: { applicationId, dbId }, routes };
  } catch {
    return { owner: null, routes: [] };
  }
}

/**
 * The routes of the current selection's menu pages. Remembered in localStorage (docs/spec.md §2) so that
 * a reload on a page's address resolves before the menus have been fetched again.
 */
export const useMenuRoutesStore = create<MenuRoutesState & MenuRoutesActions>()((set) => ({
  ...readStored(),
  setRoutes(owner, routes) {
    const stored: StoredRoutes = { ...owner, routes };
    writeLocal(LOCAL_KEYS.menuRoutes, JSON.stringify(stored));
    set({ owner, routes });
  },
  clear() {
    writeLocal(LOCAL_KEYS.menuRoutes, null);
    set({ owner: null, routes: [] });
  },
}));

export function findMenuRoute(routes: readonly MenuRoute[], path: string): MenuRoute | undefined {
  return routes.find((route) => route.path === path);
}
