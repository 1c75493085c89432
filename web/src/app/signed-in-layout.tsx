import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AntdProviders } from './antd-providers';
import { PageLoading } from './page-loading';

/** Layout route of every page behind the sign-in; loaded lazily with antd and TanStack Query. */
export function SignedInLayout() {
  return (
    <AntdProviders>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AntdProviders>
  );
}
