import { screen } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { ok } from '../../../testing/mock-network';
import { ApplicationsPage } from './applications-page';
import { ApplicationEditor } from './components/application-editor';
import { TAG_LOGISTICS, TAG_PRODUCTION, workbenchApplications } from './testing/catalogue-fixtures';
import { menuTree } from './testing/menu-fixtures';
import { seriousViolations } from './testing/serious-violations';

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.tags.pageList]: () => ok({ items: [TAG_PRODUCTION, TAG_LOGISTICS], totalCount: 2 }),
    [API_PATHS.admin.applications.pageList]: () => ok({ items: workbenchApplications(), totalCount: 4 }),
    [API_PATHS.admin.applications.get]: () => ok(workbenchApplications()[0]),
    [API_PATHS.menus.allByApplication]: () => ok(menuTree()),
  }),
});

describe('accessibility of application management', () => {
  it('the list with its tags has no serious findings', async () => {
    admin.render(<ApplicationsPage />, '/ApplicationMgr');
    await screen.findByText('Quality');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the editor of an application has no serious findings', async () => {
    admin.render(
      <ApplicationEditor
        route={{ form: 'AddApp', tagId: null, appId: 'app-mes', fromPage: null }}
        pagePath="/AddApp/app-mes"
      />,
      '/AddApp/app-mes',
    );
    await screen.findByLabelText('Name (Chinese)');
    expect(await seriousViolations()).toEqual([]);
  });
});
