import { configure, render } from '@testing-library/react';
import { API_PATHS, type Application, type DbInstance, type Tag } from '@workbench/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { useInterfaceStore } from '../../../stores/interface-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { fail, type MockAnswer, mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { queryClient } from '../../../ui/query-client';

// antd renders slowly in jsdom, more so on a busy machine: waiting for what the user sees may take seconds.
configure({ asyncUtilTimeout: 5000 });

/** Test data of the appbox and workbench-drawer tests: a small plant with three tags. */
export const TAGS: Tag[] = [
  { id: 'tag-wh', tagName: 'Warehousing' },
  { id: 'tag-mfg', tagName: 'Manufacturing' },
  { id: 'tag-q', tagName: 'Quality' },
];

function application(fields: Partial<Application> & Pick<Application, 'id' | 'displayName'>): Application {
  return {
    enName: '',
    aliasName: '',
    applicationLogo: '',
    applicationUrl: '',
    applicationPlatform: 'Web',
    specialLeadTagId: null,
    switchMethod: 1,
    integrationMethod: 0,
    ...fields,
  };
}

export const WMS = application({
  id: 'app-wms',
  displayName: '仓储管理',
  enName: 'Warehouse Management',
  aliasName: 'Lagerverwaltung',
  specialLeadTagId: 'tag-wh',
  applicationUrl: '/apps/warehouse/',
});
export const MES = application({
  id: 'app-mes',
  displayName: '制造执行',
  enName: 'Manufacturing Execution',
  aliasName: 'Fertigungssteuerung',
  specialLeadTagId: 'tag-mfg',
});
export const QMS = application({
  id: 'app-qms',
  displayName: '质量管理',
  enName: 'Quality Management',
  aliasName: 'Qualitätsmanagement',
  specialLeadTagId: 'tag-q',
  switchMethod: 2,
  applicationUrl: 'https://qms.example-plant.com/start',
});
/** Opens in a new tab at a relative address; has no English or German name. */
export const EMS = application({
  id: 'app-ems',
  displayName: '能源监控',
  specialLeadTagId: 'tag-mfg',
  switchMethod: 2,
  applicationUrl: 'apps/energy/',
});
/** An administrator typed a script address: it must never run. */
export const ROGUE = application({
  id: 'app-rogue',
  displayName: '外部链接',
  enName: 'Suspicious Link',
  aliasName: 'Verdächtiger Link',
  switchMethod: 0,
  applicationUrl: 'javascript:alert(document.cookie)',
});

export const APPLICATIONS = [WMS, MES, QMS, EMS, ROGUE];

export const SUZHOU: DbInstance = {
  id: 'db-sz',
  code: 'SZ01',
  displayName: 'Suzhou Plant',
  applicationId: WMS.id,
  dataPermissionOutputs: [
    { id: 'p1', code: 'WH-SZ-RAW', displayName: 'Raw Materials' },
    { id: 'p2', code: 'WH-SZ-FG', displayName: 'Finished Goods' },
  ],
};
export const STUTTGART: DbInstance = {
  id: 'db-st',
  code: 'ST01',
  displayName: 'Stuttgart Plant',
  applicationId: WMS.id,
  dataPermissionOutputs: [
    { id: 'p3', code: 'WH-ST-01', displayName: 'Central Store' },
    { id: 'p4', code: 'WH-ST-02', displayName: 'Shipping Store' },
    { id: 'p5', code: 'WH-ST-03', displayName: 'Returns Store' },
  ],
};

/** What the fake server answers; tests change it before rendering. */
export const server = {
  applications: APPLICATIONS as Application[],
  tags: TAGS,
  subSystems: { [WMS.id]: [SUZHOU, STUTTGART] } as Record<string, DbInstance[]>,
  failApplications: false,
};

function answer(url: string, body: unknown): MockAnswer {
  if (url === API_PATHS.applications.forCurrentUser) {
    return server.failApplications ? fail(500, '10000', 'Database unavailable') : ok(server.applications);
  }
  if (url === API_PATHS.tags.pageList) return ok({ items: server.tags, totalCount: server.tags.length });
  if (url === API_PATHS.dbInstances.forCurrentUser) {
    const { applicationId } = body as { applicationId: string };
    return ok(server.subSystems[applicationId] ?? []);
  }
  if (url === API_PATHS.localization.frontEnd) return ok({ frontEndLanguages: [] });
  return fail(404, '10000', 'not in this test');
}

/** Starts the portal in English with a fresh fake server, an empty cache and nothing entered. */
export async function startAppboxTest() {
  await startPortal();
  server.applications = [...APPLICATIONS];
  server.tags = TAGS;
  server.subSystems = { [WMS.id]: [SUZHOU, STUTTGART], [MES.id]: [] };
  server.failApplications = false;
  queryClient.clear();
  useSelectionStore.getState().clear();
  useTabsStore.getState().reset();
  return mockNetwork((request) => answer(request.url, request.body));
}

/** A desktop with the warehouse application entered on the Suzhou sub-system, both of its warehouses permitted. */
export function enterWarehouseInSuzhou(): void {
  useInterfaceStore.getState().setDevice('desktop');
  useSelectionStore.getState().select({
    application: WMS,
    dbId: SUZHOU.id,
    instanceCode: SUZHOU.code,
    displayName: SUZHOU.displayName,
    dataPermissionCodes: ['WH-SZ-RAW', 'WH-SZ-FG'],
  });
}

/** Renders routes inside the signed-in providers (i18n, TanStack Query, antd). */
export function renderInShell(routes: { path: string; element: ReactNode }[], path: string) {
  const router = createMemoryRouter(routes as RouteObject[], { initialEntries: [path] });
  const view = render(
    <Providers>
      <AntdProviders>
        <RouterProvider router={router} />
      </AntdProviders>
    </Providers>,
  );
  return { router, ...view };
}
