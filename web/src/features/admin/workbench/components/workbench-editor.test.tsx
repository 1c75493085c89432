import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../../testing/admin-tests';
import { fail, ok } from '../../../../testing/mock-network';
import { TAG_LOGISTICS, TAG_PRODUCTION, workbenchApplications } from '../../applications/testing/catalogue-fixtures';
import { seriousViolations } from '../../applications/testing/serious-violations';
import { WorkbenchEditor } from './workbench-editor';

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.tags.pageList]: () => ok({ items: [TAG_LOGISTICS, TAG_PRODUCTION], totalCount: 2 }),
    [API_PATHS.admin.applications.pageList]: () => ok({ items: workbenchApplications(), totalCount: 4 }),
    [API_PATHS.admin.applications.arrangeWorkbench]: () => ok(null),
  }),
});
const arrangements = () => admin.sent(API_PATHS.admin.applications.arrangeWorkbench);
const treeElement = () => screen.getByRole('tree', { name: 'Tags and their applications' });
const row = (title: string) => within(treeElement()).getByText(title).closest('[role="treeitem"]') as HTMLElement;

/** The rows as the user reads them: tags, then their tiles indented. */
function rows(): string[] {
  return within(treeElement())
    .getAllByRole('treeitem')
    .map((item) => {
      const name = item.querySelector('.wb-wbe-name')?.textContent ?? '';
      return item.querySelector('.ant-tree-indent-unit') ? `  ${name}` : name;
    });
}

async function renderWorkbench() {
  const view = admin.render(<WorkbenchEditor pagePath="/EditWorkbench" />, '/EditWorkbench');
  await screen.findByRole('tree', { name: 'Tags and their applications' });
  return view;
}

describe('workbench editor (/EditWorkbench)', () => {
  it('arranges by drag and drop and by the move buttons, then saves the arranged order', async () => {
    const { user } = await renderWorkbench();
    expect(rows()).toEqual(['Production', '  MES', '  Quality', 'Logistics', '  Warehouse', 'Untagged', '  Documents']);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    // A tile dropped on a tag goes to the end of that tag.
    fireEvent.dragStart(row('Documents'));
    fireEvent.dragEnter(row('Logistics'));
    fireEvent.dragOver(row('Logistics'));
    fireEvent.drop(row('Logistics'));
    fireEvent.dragEnd(row('Documents'));
    // Keyboard alternative: the chosen tile moves across the tag boundary, the chosen tag among tags.
    await user.click(within(treeElement()).getByText('Quality'));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await user.click(within(treeElement()).getByText('Logistics'));
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    expect(rows()).toEqual(['Logistics', '  Quality', '  Warehouse', '  Documents', 'Production', '  MES', 'Untagged']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(arrangements()).toHaveLength(1));
    expect(arrangements()[0]).toEqual({
      tagIds: [TAG_LOGISTICS.id, TAG_PRODUCTION.id],
      applications: [
        { id: 'app-qms', specialLeadTagId: TAG_LOGISTICS.id },
        { id: 'app-wms', specialLeadTagId: TAG_LOGISTICS.id },
        { id: 'app-doc', specialLeadTagId: TAG_LOGISTICS.id },
        { id: 'app-mes', specialLeadTagId: TAG_PRODUCTION.id },
      ],
    });
    expect(await screen.findByText('Workbench saved.')).toBeTruthy();
  });

  it('keeps the arrangement and shows why when the save is refused', async () => {
    admin.answer(API_PATHS.admin.applications.arrangeWorkbench, () =>
      fail(400, '10000', 'An application in the list no longer exists.'),
    );
    const { user } = await renderWorkbench();
    await user.click(within(treeElement()).getByText('MES'));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: An application in the list no longer exists.')).toBeTruthy();
    expect(rows().slice(0, 3)).toEqual(['Production', '  Quality', '  MES']);
  });

  it('Cancel sends nothing and returns to the application list', async () => {
    const { user, router } = await renderWorkbench();
    await user.click(within(treeElement()).getByText('MES'));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/ApplicationMgr');
    expect(arrangements()).toEqual([]);
  });

  it('has no serious accessibility findings', async () => {
    await renderWorkbench();
    expect(await seriousViolations()).toEqual([]);
  });

  it('adds an application under a tag, or untagged, and comes back here', async () => {
    const { user, router } = await renderWorkbench();
    await user.click(screen.getByRole('button', { name: 'Add application to Logistics' }));
    expect(router.state.location.pathname).toBe('/AddApplication/tag-log/-/EditWorkbench');
    await user.click(screen.getByRole('button', { name: 'Add application to Untagged' }));
    expect(router.state.location.pathname).toBe('/AddApplication/-/-/EditWorkbench');
  });
});
