import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API_PATHS, type MenuOrderEntry } from '@workbench/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userMenusQueryKey } from '../../../api/menus/get-user-menus';
import { fail, type MockAnswer, mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { queryClient } from '../../../ui/query-client';
import { APPLICATION_ID, DB_ID, favouritesTree, menuResponse } from '../side-area/menu-fixtures';
import { FavouritesEditor } from './favourites-editor';

const menusKey = { applicationId: APPLICATION_ID, dbId: DB_ID };
let answerSave: () => MockAnswer = () => ok(null);
let network: ReturnType<typeof mockNetwork>;

// The saved notice and the error modal import antd pieces on first use; warm them so tests are about behaviour.
// The dialog brings hundreds of antd style rules, and jsdom's getComputedStyle is slow with them: role
// queries skip the visibility check here (everything queried lives in the open dialog).
beforeAll(async () => {
  configure({ defaultHidden: true });
  await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
});
afterAll(() => configure({ defaultHidden: false }));

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  answerSave = () => ok(null);
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.favourites.saveUserMenus) return answerSave();
    if (request.url === API_PATHS.menus.userMenuList) return ok(menuResponse());
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => network.restore());

function renderEditor() {
  const onClose = vi.fn();
  render(
    <Providers>
      <AntdProviders>
        <FavouritesEditor
          menusKey={menusKey}
          favourites={favouritesTree()}
          firstPickMenu={0}
          root={{ id: 'svc-wms', menuName: '仓储管理' }}
          titleOf={(item) => item.menuNameEn || item.menuName}
          onClose={onClose}
        />
      </AntdProviders>
    </Providers>,
  );
  return { onClose, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** The editor's dialog; under test every antd dialog is labelled by the same "test-id", so the error box matches its name too. */
function dialog(): HTMLElement {
  const found = screen
    .getAllByRole('dialog', { name: 'Edit Favourites' })
    .find((candidate) => candidate.querySelector('.wb-fav-editor-body'));
  if (!found) throw new Error('The favourites editor is not open');
  return found;
}
const tree = () => within(dialog()).getByRole('tree', { name: 'Favourites' });
const saves = () => network.sent.filter((request) => request.url === API_PATHS.favourites.saveUserMenus);
const folderInput = () => within(dialog()).getByLabelText('Folder name') as HTMLInputElement;

/** Clicks New Folder and waits until its name field has the keyboard (docs/spec.md §4: a new folder starts in editing). */
async function newFolder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(dialog()).getByRole('button', { name: 'New Folder' }));
  await waitFor(() => expect(document.activeElement).toBe(folderInput()));
}

/** The rows of the tree as the user reads them, folders' pages indented. */
function rows(): string[] {
  return within(tree())
    .getAllByRole('treeitem')
    .map((row) => {
      const input = row.querySelector('input');
      const title = input ? `[${input.value}]` : (row.querySelector('.wb-fav-row-title')?.textContent ?? '');
      return row.querySelector('.ant-tree-indent-unit') ? `  ${title}` : title;
    });
}

describe('favourites editor: folders (docs/spec.md §4, §5)', () => {
  it('names new folders "New Folder 1", "New Folder 2" and opens each for naming', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    expect(rows()).toEqual(['常用', '  Stock List', 'Inbound Orders']);
    await newFolder(user);
    expect(folderInput().value).toBe('New Folder 1');
    await user.keyboard('{Enter}');
    await newFolder(user);
    expect(folderInput().value).toBe('New Folder 2');
    await user.keyboard('{Enter}');
    expect(rows()).toEqual(['New Folder 2', 'New Folder 1', '常用', '  Stock List', 'Inbound Orders']);
  });

  it('reverts a repeated folder name with the message and lets the user type another', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    await newFolder(user);
    await user.clear(folderInput());
    await user.type(folderInput(), ' 常用 {Enter}');
    expect(within(dialog()).getByRole('alert').textContent).toContain('The folder name cannot repeat, please re-enter');
    expect(folderInput().value).toBe('New Folder 1');
    await user.clear(folderInput());
    await user.type(folderInput(), 'Night shift{Enter}');
    expect(rows()[0]).toBe('Night shift');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('renames on double click; Escape keeps the old name', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    await user.dblClick(within(tree()).getByText('常用'));
    await user.clear(folderInput());
    await user.type(folderInput(), 'Daily{Escape}');
    expect(rows()[0]).toBe('常用');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(dialog()).getByLabelText('Rename folder 常用'));
    await user.clear(folderInput());
    await user.type(folderInput(), 'Daily{Enter}');
    expect(rows()[0]).toBe('Daily');
  });

  it('keeps the renamed row’s handle, place and buttons: only its title becomes a field', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByLabelText('Rename folder 常用'));
    const row = folderInput().closest('[role="treeitem"]') as HTMLElement;
    expect(row.querySelector('.ant-tree-draggable-icon')).not.toBeNull();
    expect(row.querySelector('.ant-tree-indent-unit')).toBeNull();
    for (const label of [
      'Rename folder 常用',
      'Move 常用 down',
      'Delete folder 常用 (its pages move to the top level)',
    ]) {
      expect(within(row).getByLabelText(label).tagName).toBe('BUTTON');
    }
    // The row's buttons still work: the name typed so far is kept, then the folder moves down.
    await user.clear(folderInput());
    await user.type(folderInput(), 'Daily');
    await user.click(within(row).getByLabelText('Move 常用 down'));
    expect(rows()).toEqual(['Inbound Orders', 'Daily', '  Stock List']);
  });

  it('shows an empty folder without an expand chevron', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    await newFolder(user);
    await user.keyboard('{Enter}');
    const row = within(tree()).getByText('New Folder 1').closest('[role="treeitem"]') as HTMLElement;
    expect(row.getAttribute('aria-expanded')).toBeNull();
    expect(row.querySelector('.ant-tree-switcher')?.className).toContain('ant-tree-switcher-noop');
    expect(row.querySelector('.ant-tree-switcher-icon')).toBeNull();
  });

  it('deleting a folder keeps its pages at the top level', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByLabelText(/Delete folder 常用/));
    expect(rows()).toEqual(['Stock List', 'Inbound Orders']);
  });
});

describe('favourites editor: arranging (docs/spec.md §5 drop rules)', () => {
  it('offers only folders and the top level as places for a page, never a folder inside a folder', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    // A folder has no "move to" control at all: folders only live at the top level.
    expect(within(dialog()).queryByLabelText('Move 常用 to a folder')).toBeNull();
    await user.click(within(dialog()).getByLabelText('Move Inbound Orders to a folder'));
    await user.click(await screen.findByRole('menuitem', { name: '常用' }));
    expect(rows()).toEqual(['常用', '  Stock List', '  Inbound Orders']);
    await user.click(within(dialog()).getByLabelText('Move Stock List to a folder'));
    await user.click(await screen.findByRole('menuitem', { name: 'Top level' }));
    expect(rows()).toEqual(['常用', '  Inbound Orders', 'Stock List']);
  });

  it('refuses to drop a folder into another folder and accepts a page there', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    await newFolder(user);
    await user.keyboard('{Enter}');
    const row = (title: string) => within(tree()).getByText(title).closest('[role="treeitem"]') as HTMLElement;
    const drag = (from: string, to: string) => {
      fireEvent.dragStart(row(from));
      fireEvent.dragEnter(row(to));
      fireEvent.dragOver(row(to));
      fireEvent.drop(row(to));
      fireEvent.dragEnd(row(from));
    };
    drag('New Folder 1', '常用');
    expect(rows().filter((title) => title.startsWith('  '))).toEqual(['  Stock List']);
    drag('Inbound Orders', 'New Folder 1');
    expect(rows()).toEqual(['New Folder 1', '  Inbound Orders', '常用', '  Stock List']);
  });

  it('moves rows up and down with their buttons', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog');
    expect(within(dialog()).getByLabelText('Move 常用 up')).toHaveProperty('disabled', true);
    await user.click(within(dialog()).getByLabelText('Move Inbound Orders up'));
    expect(rows()).toEqual(['Inbound Orders', '常用', '  Stock List']);
  });
});

describe('favourites editor: save and cancel (docs/spec.md §7 saveUserMenus)', () => {
  it('sends the whole tree with the root Service entry and the default display, then closes', async () => {
    queryClient.setQueryData(userMenusQueryKey(menusKey), menuResponse());
    const { user, onClose } = renderEditor();
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('radio', { name: 'My Favourites' }));
    await newFolder(user);
    await user.keyboard('{Enter}');
    await user.click(within(dialog()).getByLabelText('Remove Stock List from favourites'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const entries = saves()[0]?.body as MenuOrderEntry[];
    const common = { applicationId: APPLICATION_ID, dbId: DB_ID, firstPickMenu: 1 };
    expect(entries).toEqual([
      { ...common, orderNo: 0, id: 'svc-wms', menuName: '仓储管理', menuId: null, menuType: 'Service', parentId: null },
      {
        ...common,
        orderNo: 0,
        id: 'new-folder-1',
        menuName: 'New Folder 1',
        menuId: null,
        menuType: 'Module',
        parentId: 'svc-wms',
      },
      {
        ...common,
        orderNo: 1,
        id: 'fav-folder-daily',
        menuName: '常用',
        menuId: 'fav-folder-daily',
        menuType: 'Module',
        parentId: 'svc-wms',
      },
      {
        ...common,
        orderNo: 2,
        id: 'fav-orders',
        menuName: '入库单',
        menuId: 'page-orders',
        menuType: 'Page',
        parentId: 'svc-wms',
      },
    ]);
    expect(await screen.findByText('Favourites saved')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queryClient.getQueryState(userMenusQueryKey(menusKey))?.isInvalidated).toBe(true);
  });

  it('Cancel discards the changes and sends nothing', async () => {
    const { user, onClose } = renderEditor();
    await screen.findByRole('dialog');
    await newFolder(user);
    await user.keyboard('{Enter}');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()).toHaveLength(0);
  });

  it('keeps the dialog and everything arranged when the save fails', async () => {
    answerSave = () => fail(409, '10000', 'Another change was saved first.');
    const { user, onClose } = renderEditor();
    await screen.findByRole('dialog');
    await newFolder(user);
    await user.keyboard('{Enter}');
    await user.click(within(dialog()).getByLabelText('Move Inbound Orders up'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another change was saved first.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(rows()).toEqual(['New Folder 1', 'Inbound Orders', '常用', '  Stock List']);
    answerSave = () => ok(null);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()).toHaveLength(2);
    expect(saves()[1]?.body).toEqual(saves()[0]?.body);
  });
});
