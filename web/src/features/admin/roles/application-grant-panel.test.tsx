import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { ApplicationGrantPanel } from './components/application-grant-panel';
import { applicationTreesOf } from './model/catalogue-trees';
import { draftOf, type RoleGrants } from './model/role-draft';
import { grantCatalogue, WMS } from './role-fixtures';

const admin = setUpAdminTests();

describe('the grant panel of one application', () => {
  it('keeps both of two ticks made before the editor has drawn the first', async () => {
    const application = grantCatalogue().applications[0];
    if (!application) throw new Error('the fixture has an application');
    const updates: ((current: RoleGrants) => RoleGrants)[] = [];
    const before = draftOf(undefined).grants;
    // The panel is never redrawn with the first tick's outcome: the second tick must still build on it.
    const { user } = admin.render(
      <ApplicationGrantPanel
        applicationId={WMS}
        name="Warehouse"
        trees={applicationTreesOf(application, 'en')}
        grants={before}
        onChange={(update) => updates.push(update)}
      />,
    );
    const menus = screen.getByRole('tree', { name: 'Menus of Warehouse' });
    await user.click(await within(menus).findByRole('checkbox', { name: 'Inventory' }));
    const data = screen.getByRole('tree', { name: 'Data permissions of Warehouse' });
    await user.click(await within(data).findByRole('checkbox', { name: 'Book stock' }));

    const after = updates.reduce((grants, update) => update(grants), before);
    expect([...after.menuIds].sort()).toEqual(['page-count', 'page-stock']);
    expect([...after.dataPermissionIds]).toEqual(['dp-north-write']);
    expect([...after.applicationIds]).toEqual([WMS]);
  });
});
