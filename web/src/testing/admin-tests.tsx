// Test-only: the opening every administration page test shares.
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type SessionState, useSessionStore } from '../stores/session-store';
import { AntdProviders } from '../ui/antd-providers';
import { Providers } from '../ui/providers';
import { queryClient } from '../ui/query-client';
import { type MockAnswer, mockNetwork, ok, type SentRequest } from './mock-network';
import { startPortal } from './render-app';

/** What the mocked platform answers to one call. */
export type Route = (request: SentRequest) => MockAnswer | Promise<MockAnswer>;

/** The signed-in administrator of the administration tests. */
export const ADMIN_SESSION = {
  userId: 'u-me',
  userName: 'it.chief',
  isAdmin: true,
  hasToken: true,
} as const satisfies Partial<SessionState>;

export interface AdminTestOptions {
  /** The calls the pages make, by path, and what the server answers, set afresh before each test. */
  routes?: () => Record<string, Route>;
  /** The signed-in user; an administrator (ADMIN_SESSION) unless given. */
  session?: Partial<SessionState>;
}

export interface AdminTest {
  /** Replaces the answer to one path for the rest of the test (the server refuses, answers late…). */
  answer(path: string, route: Route): void;
  /** Every request sent to a path (the address without its query), in order. */
  requests(path: string): SentRequest[];
  /** The bodies sent to a path, in order. */
  sent(path: string): unknown[];
  /**
   * Renders an administration component as the shell does: i18n, antd with the portal's theme and
   * locale, TanStack Query, and a memory router at `at` (a `route` pattern gives its parameters).
   */
  render(
    element: ReactElement,
    place?: string | { at?: string; route?: string },
  ): {
    router: ReturnType<typeof createMemoryRouter>;
    user: ReturnType<typeof userEvent.setup>;
  };
}

/**
 * Sets up a test file of administration pages: the portal's real i18n (English), session, HTTP
 * client and query cache, antd's notices and modals loaded once, role queries that skip jsdom's
 * slow visibility check (antd brings hundreds of style rules), and a mocked network that answers
 * by path from `routes` (everything else with an empty success). Only `fetch` is fake.
 */
export function setUpAdminTests(options: AdminTestOptions = {}): AdminTest {
  let routes = new Map<string, Route>();
  let network: ReturnType<typeof mockNetwork> | undefined;

  beforeAll(async () => {
    configure({ defaultHidden: true });
    // Notices and confirmations import antd pieces on first use; warm them so tests are about behaviour.
    await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
  });
  afterAll(() => configure({ defaultHidden: false }));

  beforeEach(async () => {
    await startPortal();
    queryClient.clear();
    useSessionStore.setState(options.session ?? ADMIN_SESSION);
    routes = new Map(Object.entries(options.routes?.() ?? {}));
    network = mockNetwork((request) => {
      const route = routes.get(request.url);
      return route ? route(request) : ok({ frontEndLanguages: [] });
    });
  });
  afterEach(() => network?.restore());

  const requests = (path: string) => (network?.sent ?? []).filter((request) => request.url === path);
  return {
    answer: (path, route) => {
      routes.set(path, route);
    },
    requests,
    sent: (path) => requests(path).map((request) => request.body),
    render(element, place = {}) {
      const { at = '/', route = '*' } = typeof place === 'string' ? { at: place } : place;
      const router = createMemoryRouter([{ path: route, element }], { initialEntries: [at] });
      render(
        <Providers>
          <AntdProviders>
            <RouterProvider router={router} />
          </AntdProviders>
        </Providers>,
      );
      return { router, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
    },
  };
}
