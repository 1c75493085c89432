import { applicationsQueryOptions } from '../api/applications/get-applications';
import { tagsQueryOptions } from '../api/applications/get-tags';
import { userMenusQueryOptions } from '../api/menus/get-user-menus';
import { sysListQueryOptions } from '../api/static/get-sys-list';
import { subSystemsQueryOptions } from '../api/sub-systems/get-sub-systems';
import { menusKeyOf, selectionFor, useSelectionStore } from '../stores/selection-store';
import { useSessionStore } from '../stores/session-store';
import { queryClient } from '../ui/query-client';

/**
 * Starts, all at once, the calls the first signed-in screen makes (docs/spec.md §2): the applications
 * and tags of the home page, the hosted sub-applications (sys.json) and, when the user's last
 * session had an application entered, its menus and sub-systems. The components ask for the same
 * query keys, so they find the answers already there or on their way instead of asking only once
 * the frame has rendered. The profile and granted codes are loaded by the route guard.
 */
export function prefetchFirstScreen(): void {
  const { userName } = useSessionStore.getState();
  const selection = selectionFor(useSelectionStore.getState().selection, userName);
  const prefetches = [
    queryClient.prefetchQuery(applicationsQueryOptions),
    queryClient.prefetchQuery(tagsQueryOptions),
    queryClient.prefetchQuery(sysListQueryOptions),
  ];
  const menusKey = menusKeyOf(selection);
  if (selection && menusKey) {
    prefetches.push(
      queryClient.prefetchQuery(userMenusQueryOptions(menusKey)),
      queryClient.prefetchQuery(subSystemsQueryOptions(selection.application.id)),
    );
  }
  // prefetchQuery never rejects; a failed call is shown by the HTTP client and asked again by its component.
  void Promise.all(prefetches);
}
