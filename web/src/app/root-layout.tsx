import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../ui/page-loading';
import { DocumentTitle } from './document-title';
import { RouteGuard } from './guard/route-guard';
import { ScrollToTop } from './scroll-to-top';

/** Every route renders through here: guard first, then the (lazily loaded) page. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <RouteGuard>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
    </>
  );
}
