import { screen } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { queryClient } from '../../../ui/query-client';
import { ApplicationsPage } from './applications-page';
import { ApplicationEditor } from './components/application-editor';
import { TAG_LOGISTICS, TAG_PRODUCTION, workbenchApplications } from './testing/catalogue-fixtures';
import { menuTree } from './testing/menu-fixtures';
import { renderAdmin } from './testing/render-admin';
import { seriousViolations } from './testing/serious-violations';

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  const [mes] = workbenchApplications();
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.admin.tags.pageList)
      return ok({ items: [TAG_PRODUCTION, TAG_LOGISTICS], totalCount: 2 });
    if (request.url === API_PATHS.admin.applications.pageList)
      return ok({ items: workbenchApplications(), totalCount: 4 });
    if (request.url === API_PATHS.admin.applications.get) return ok(mes);
    if (request.url === API_PATHS.menus.allByApplication) return ok(menuTree());
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => network.restore());

describe('accessibility of application management', () => {
  it('the list with its tags has no serious findings', async () => {
    renderAdmin(<ApplicationsPage />, '/ApplicationMgr');
    await screen.findByText('Quality');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the editor of an application has no serious findings', async () => {
    renderAdmin(
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
