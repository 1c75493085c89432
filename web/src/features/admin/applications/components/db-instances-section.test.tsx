import { configure, screen, waitFor } from '@testing-library/react';
import { API_PATHS, type DbInstanceAdmin } from '@workbench/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockNetwork, ok } from '../../../../testing/mock-network';
import { startPortal } from '../../../../testing/render-app';
import { queryClient } from '../../../../ui/query-client';
import { renderAdmin } from '../testing/render-admin';
import { DbInstancesSection } from './db-instances-section';

const MAIN: DbInstanceAdmin = {
  id: 'db-main',
  applicationId: 'app-wms',
  code: 'MAIN',
  displayName: 'Main plant',
  order: 0,
  dataPermissionOutputs: [{ id: 'dp-1', code: 'WH1', displayName: 'Warehouse 1' }],
};

let network: ReturnType<typeof mockNetwork>;

beforeAll(async () => {
  configure({ defaultHidden: true });
  await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
});
afterAll(() => configure({ defaultHidden: false }));

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.admin.dbInstances.pageList) return ok({ items: [MAIN], totalCount: 1 });
    if (request.url === API_PATHS.admin.dbInstances.edit) return ok(MAIN);
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => network.restore());

describe('sub-systems of an application', () => {
  it('edits a sub-system with its data permissions as one, keeping the existing ones by id', async () => {
    const { user } = renderAdmin(<DbInstancesSection applicationId="app-wms" />, '/AddApp/app-wms');
    await user.click(await screen.findByRole('button', { name: 'Edit sub-system Main plant' }));
    await user.click(await screen.findByRole('button', { name: 'Add data permission' }));
    await user.type(screen.getByLabelText('Code of data permission 2'), 'WH2');
    await user.type(screen.getByLabelText('Name of data permission 2'), 'Warehouse 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.sent.filter((r) => r.url === API_PATHS.admin.dbInstances.edit).map((r) => r.body)).toEqual([
        {
          id: 'db-main',
          applicationId: 'app-wms',
          code: 'MAIN',
          displayName: 'Main plant',
          dataPermissions: [
            { id: 'dp-1', code: 'WH1', displayName: 'Warehouse 1' },
            { code: 'WH2', displayName: 'Warehouse 2' },
          ],
        },
      ]),
    );
    expect(network.sent.find((r) => r.url === API_PATHS.admin.dbInstances.pageList)?.body).toMatchObject({
      applicationId: 'app-wms',
      skipCount: 0,
    });
  });
});
