import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, type DbInstanceAdmin } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../../testing/admin-tests';
import { ok } from '../../../../testing/mock-network';
import { DbInstancesSection } from './db-instances-section';

const MAIN: DbInstanceAdmin = {
  id: 'db-main',
  applicationId: 'app-wms',
  code: 'MAIN',
  displayName: 'Main plant',
  order: 0,
  dataPermissionOutputs: [{ id: 'dp-1', code: 'WH1', displayName: 'Warehouse 1' }],
};

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.dbInstances.pageList]: () => ok({ items: [MAIN], totalCount: 1 }),
    [API_PATHS.admin.dbInstances.edit]: () => ok(MAIN),
  }),
});

describe('sub-systems of an application', () => {
  it('edits a sub-system with its data permissions as one, keeping the existing ones by id', async () => {
    const { user } = admin.render(<DbInstancesSection applicationId="app-wms" />, { at: '/AddApp/app-wms' });
    await user.click(await screen.findByRole('button', { name: 'Edit sub-system Main plant' }));
    await user.click(await screen.findByRole('button', { name: 'Add data permission' }));
    await user.type(screen.getByLabelText('Code of data permission 2'), 'WH2');
    await user.type(screen.getByLabelText('Name of data permission 2'), 'Warehouse 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(admin.sent(API_PATHS.admin.dbInstances.edit)).toEqual([
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
    expect(admin.sent(API_PATHS.admin.dbInstances.pageList)[0]).toMatchObject({
      applicationId: 'app-wms',
      skipCount: 0,
    });
  });
});
