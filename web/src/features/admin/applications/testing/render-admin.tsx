// Test-only: renders an administration component the way the shell does, with a memory router.
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AntdProviders } from '../../../../ui/antd-providers';
import { Providers } from '../../../../ui/providers';

export function renderAdmin(element: ReactElement, path: string) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <Providers>
      <AntdProviders>
        <RouterProvider router={router} />
      </AntdProviders>
    </Providers>,
  );
  return { router, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}
