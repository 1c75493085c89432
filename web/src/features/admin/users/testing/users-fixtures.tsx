import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { LeadUserListItem, LeadUserOptions } from '@workbench/contracts';
import type { ReactNode } from 'react';
import { useSessionStore } from '../../../../stores/session-store';
import { type MockAnswer, mockNetwork, ok, type SentRequest } from '../../../../testing/mock-network';
import { startPortal } from '../../../../testing/render-app';
import { AntdProviders } from '../../../../ui/antd-providers';
import { Providers } from '../../../../ui/providers';
import { queryClient } from '../../../../ui/query-client';

/** The signed-in administrator of these tests. */
export const OWN_ID = 'u-me';

export function userRow(
  fields: Partial<LeadUserListItem> & Pick<LeadUserListItem, 'id' | 'userName'>,
): LeadUserListItem {
  return {
    name: fields.userName,
    email: null,
    phoneNumber: null,
    cardNo: null,
    isAdmin: false,
    enabled: true,
    roleIds: [],
    roleNames: [],
    warehouseIds: [],
    mesAccessLevel: null,
    language: null,
    hasFace: false,
    creationTime: '2024-05-01T08:00:00.000Z',
    ...fields,
  };
}

export const ADMIN = userRow({ id: 'u-admin', userName: 'admin', name: 'Administrator', isAdmin: true });
export const LI_WEI = userRow({
  id: 'u-li',
  userName: 'li.wei',
  name: 'Li Wei',
  email: 'li.wei@plant.example',
  phoneNumber: '+86 512 0000',
  cardNo: '••••1001',
  roleIds: ['r-op'],
  roleNames: ['Operator'],
  warehouseIds: ['w-sz'],
  mesAccessLevel: '2',
  language: 'zh-Hans',
});
export const ANNA = userRow({ id: 'u-anna', userName: 'anna.k', name: 'Anna König', roleNames: ['Quality'] });
export const ME = userRow({ id: OWN_ID, userName: 'it.chief', name: 'IT Chief', isAdmin: true });

export const OPTIONS: LeadUserOptions = {
  roles: [
    { id: 'r-op', name: 'Operator', grantable: true },
    { id: 'r-qa', name: 'Quality', grantable: false },
  ],
  warehouses: [{ id: 'w-sz', code: 'SZ01', name: 'Suzhou' }],
  canGrantAdmin: true,
};

export type Route = (request: SentRequest) => MockAnswer | Promise<MockAnswer>;

/**
 * The mocked platform of these tests: answers by path from `routes` (tests replace entries to
 * make the server refuse), and everything else with an empty success.
 */
export function startUsersNetwork(routes: Map<string, Route>) {
  return mockNetwork((request) => {
    const path = request.url.split('?')[0] ?? '';
    const route = routes.get(path);
    return route ? route(request) : ok({ frontEndLanguages: [] });
  });
}

/**
 * The portal as these tests need it: English, signed in as an administrator, a fresh query cache,
 * and role queries that skip jsdom's slow visibility check (antd brings hundreds of style rules).
 */
export async function startUsersTest(): Promise<void> {
  configure({ defaultHidden: true, asyncUtilTimeout: 5000 });
  await startPortal();
  queryClient.clear();
  useSessionStore.setState({ userId: OWN_ID, userName: ME.userName, isAdmin: true, hasToken: true });
}

export function renderWithPortal(ui: ReactNode) {
  render(
    <Providers>
      <AntdProviders>{ui}</AntdProviders>
    </Providers>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

export const sentTo = (network: ReturnType<typeof mockNetwork>, path: string) =>
  network.sent.filter((request) => request.url.split('?')[0] === path);
