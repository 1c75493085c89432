import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { ApplicationGrantPanel } from './components/application-grant-panel';
import { applicationTreesOf } from './model/catalogue-trees';
import { draftOf, type RoleGrants } from './model/role-draft';
import { grantCatalogue, WMS } from './role-fixtures';

describe('the grant panel of one application', () => {
  it('keeps both of two ticks made before the editor has drawn the first', async () => {
    await startPortal();
    const application = grantCatalogue().applications[0];
    if (!application) throw new Error('the fixture has an application');
    const updates: ((current: RoleGrants) => RoleGrants)[] = [];
    const before = draftOf(undefined).grants;
    // The panel is never redrawn with the first tick's outcome: the second tick must still build on it.
    render(
      <Providers>
        <AntdProviders>
          <ApplicationGrantPanel
            applicationId={WMS}
            name="Warehouse"
            trees={applicationTreesOf(application, 'en')}
            grants={before}
            onChange={(update) => updates.push(update)}
          />
        </AntdProviders>
      </Providers>,
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
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
