import { useState } from 'react';
import { Navigate } from 'react-router';
import { useSysList } from '../../../api/static/get-sys-list';
import { findMenuRoute, useMenuRoutesStore } from '../../../stores/menu-routes-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { PageLoading } from '../../../ui/page-loading';
import { applicationName } from '../../appbox';
import { usePagePath } from '../page-area/page-path-context';
import { tabTitle } from '../tabs/tab-title';
import { hostedAddressOf } from './hosted-address';
import { HostedPage } from './hosted-page';
import { useHostContext } from './use-host-context';

/**
 * A page of the entered application's menu (the router's "*"); an address that is none of them
 * goes to the workbench (docs/spec.md §2). The path is the page's own (from the page area), not the address
 * bar's, so a kept-alive page stays itself, and still, while another tab is shown.
 */
export function MenuPage() {
  const path = usePagePath();
  const route = useMenuRoutesStore((s) => findMenuRoute(s.routes, path));
  const owner = useMenuRoutesStore((s) => s.owner);
  const selection = useSelectionStore((s) => s.selection);
  const application = selection?.application;
  const language = useSessionStore((s) => s.language);
  // The frame's address keeps the language it was opened in: a later change travels in the
  // context, and a new address would reload the page and lose what the user was doing.
  const [frameLanguage] = useState(language);
  const sysList = useSysList();
  const context = useHostContext(path);

  // Right after entering or switching, the routes are still the old ones: wait for the new menus
  // rather than send a deep link away. A refused or failed menu load lets go of the selection.
  const routesCurrent = owner?.applicationId === selection?.application.id && owner?.dbId === selection?.dbId;
  if (!route && application && !routesCurrent) return <PageLoading />;
  if (!route || !application) return <Navigate to="/" replace />;
  if (sysList.isPending) return <PageLoading />;
  const address = hostedAddressOf(application, path, sysList.data ?? [], window.location.href, frameLanguage);
  const title = tabTitle(
    {
      path,
      fullPath: path,
      name: route.name,
      meta: { title: route.title, title_en: route.title_en, title_de: route.title_de },
    },
    language,
    (key) => key,
  );
  return (
    <HostedPage
      address={address}
      applicationName={applicationName(application, language)}
      pageTitle={title}
      context={context}
    />
  );
}
