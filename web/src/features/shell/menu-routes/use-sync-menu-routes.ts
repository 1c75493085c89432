import type { MenuItem } from '@workbench/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useUserMenus } from '../../../api/menus/get-user-menus';
import { useMenuRoutesStore } from '../../../stores/menu-routes-store';
import { menusKeyOf, selectionFor, useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { buildMenuRoutes } from './build-menu-routes';

/**
 * Keeps the menu routes in step with the selection's menus (docs/spec.md §2 "Menu routes are generated
 * per selected sub-system and remembered between sessions"): rebuilt whenever the menus load or
 * change (a favourites save, a grant taken away), dropped when no application is entered. A
 * selection left by another account, or one the server now refuses (403), is let go, and the
 * user is back on the workbench. The handheld layout adds the pages of the handheld (isPda) menus,
 * which its menu may offer; a page in both opens as the function menu's.
 */
export function useSyncMenuRoutes(handheldTree?: readonly MenuItem[]): void {
  const navigate = useNavigate();
  const stored = useSelectionStore((s) => s.selection);
  const userName = useSessionStore((s) => s.userName);
  const profileLoaded = useSessionStore((s) => s.profileLoaded);
  const selection = profileLoaded ? selectionFor(stored, userName) : null;
  const menus = useUserMenus(menusKeyOf(selection));

  useEffect(() => {
    if (profileLoaded && stored && !selection) useSelectionStore.getState().clear();
  }, [profileLoaded, stored, selection]);

  useEffect(() => {
    if (!(isApiError(menus.error) && menus.error.status === 403)) return;
    useSelectionStore.getState().clear();
    useTabsStore.getState().reset();
    navigate('/', { replace: true });
  }, [menus.error, navigate]);

  useEffect(() => {
    if (!profileLoaded) return;
    if (!selection) {
      useMenuRoutesStore.getState().clear();
      return;
    }
    if (!menus.data) return;
    useMenuRoutesStore
      .getState()
      .setRoutes(
        { applicationId: selection.application.id, dbId: selection.dbId },
        buildMenuRoutes([...menus.data.defaultLeadMenuQueryOutput, ...(handheldTree ?? [])]),
      );
  }, [profileLoaded, selection, menus.data, handheldTree]);
}
