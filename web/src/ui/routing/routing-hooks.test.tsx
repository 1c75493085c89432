import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteValue } from './use-route-value';
import { type StableNavigate, useStableNavigate } from './use-stable-navigate';

let renders = 0;
const navigates = new Set<StableNavigate>();

/** Shows the first segment of the path, counting its renders and the navigate functions it got. */
function Section() {
  renders += 1;
  const section = useRouteValue((state) => state.location.pathname.split('/')[1] ?? '');
  navigates.add(useStableNavigate());
  return <p>section {section}</p>;
}

describe('routing hooks', () => {
  it('re-renders a route value only when the value changes, and navigates with a function that never changes', async () => {
    renders = 0;
    navigates.clear();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Section />
              <Outlet />
            </>
          ),
          children: [{ path: '*', element: <span>page</span> }],
        },
      ],
      { initialEntries: ['/stock/list'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('section stock')).toBeTruthy();
    const afterFirst = renders;

    await act(() => router.navigate('/stock/details'));
    await act(() => router.navigate('/stock/list?page=2'));
    expect(renders).toBe(afterFirst);

    const [navigate] = navigates;
    await act(async () => navigate?.('/orders/open', { immediate: true }));
    expect(router.state.location.pathname).toBe('/orders/open');
    expect(screen.getByText('section orders')).toBeTruthy();
    expect(renders).toBe(afterFirst + 1);
    expect(navigates.size).toBe(1);
  });
});
