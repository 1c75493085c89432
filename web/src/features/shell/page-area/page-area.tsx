import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../../app/page-loading';

/** Where pages render. */
export function PageArea() {
  return (
    <div className="wb-page-area">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
