import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type MenuAdmin, type MenuItem } from '@workbench/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../../testing/admin-tests';
import { menuItem } from '../../../../testing/menu-item';
import { fail, type MockAnswer, ok } from '../../../../testing/mock-network';
import { MENU_APP_ID, menuTree } from '../testing/menu-fixtures';
import { seriousViolations } from '../testing/serious-violations';
import { locateMenu } from './menu-tree-model';
import { MenusSection } from './menus-section';

let answerMove: () => MockAnswer | Promise<MockAnswer>;
let tree: MenuItem[];

function asAdmin(item: MenuItem): MenuAdmin {
  const { menuId: _m, isCollect: _c, firstPickMenu: _f, dbId: _d, children: _children, ...fields } = item;
  return { ...fields, icon: '', isPda: false };
}

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.menus.allByApplication]: () => ok(tree),
    [API_PATHS.menus.move]: () => answerMove(),
    [API_PATHS.downloadTasks.exportMenus]: () => ok({ id: 'task-7', taskStatus: 0 }),
    // The mock network sees no query string: every read of one menu answers Stocktaking, the menu edited here.
    [API_PATHS.admin.menus.get]: () => {
      const stocktaking = locateMenu(tree, 'page-count')?.item;
      return stocktaking ? ok(asAdmin(stocktaking)) : fail(404, '10000', 'Not found');
    },
  }),
});
beforeEach(() => {
  tree = menuTree();
  answerMove = () => ok(null);
});

const moves = () => admin.sent(API_PATHS.menus.move);
const treeReads = () => admin.requests(API_PATHS.menus.allByApplication).length;
type Pointer = { clientX?: number; clientY?: number };
const menuTreeElement = () => screen.getByRole('tree', { name: 'Menus of the application' });
const row = (title: string) => within(menuTreeElement()).getByText(title).closest('[role="treeitem"]') as HTMLElement;

/** A drag event at a pointer position: jsdom has no DragEvent, so the position is set on a plain event. */
function dragEvent(type: 'dragStart' | 'dragEnter' | 'dragOver' | 'drop', target: HTMLElement, pointer: Pointer) {
  const event = createEvent[type](target);
  for (const [name, value] of Object.entries(pointer)) Object.defineProperty(event, name, { value });
  fireEvent(target, event);
}

/**
 * Drags one row onto another. jsdom has no layout (every row is 0 px high at 0), so antd reads
 * the place from the pointer alone: by default it tries inside the target, then the gap after
 * it; above the rows (clientY < 0) on the first row it offers the gap before it.
 */
function drag(from: string, to: string, pointer: Pointer = {}) {
  dragEvent('dragStart', row(from), { clientX: 0, clientY: 0 });
  dragEvent('dragEnter', row(to), pointer);
  dragEvent('dragOver', row(to), pointer);
  dragEvent('drop', row(to), pointer);
  fireEvent.dragEnd(row(from));
}

/** The rows as the user reads them, indented by level. */
function rows(): string[] {
  return within(menuTreeElement())
    .getAllByRole('treeitem')
    .map((item) => {
      const depth = item.querySelectorAll('.ant-tree-indent-unit').length;
      return `${'  '.repeat(depth)}${item.querySelector('.wb-apps-menu-title')?.firstChild?.textContent ?? ''}`;
    });
}

async function renderMenus() {
  admin.render(<MenusSection applicationId={MENU_APP_ID} />, '/AddApp/app-wms');
  await screen.findByRole('tree', { name: 'Menus of the application' });
}

describe('menus of an application: arranging (leadMenu/move)', () => {
  it('moves a page into another module: shows it there and sends the new parent and place', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    answerMove = () => new Promise((resolve) => (answer = resolve));
    await renderMenus();
    drag('Stock list', 'Orders');
    await waitFor(() => expect(moves()).toEqual([{ id: 'page-list', parentId: 'mod-orders', order: 1 }]));
    expect(rows()).toEqual(['Warehouse', '  Stock', '    Stocktaking', '  Orders', '    Inbound', '    Stock list']);
    answer(ok(null));
  });

  it('counts a drop beside a page among its new siblings', async () => {
    await renderMenus();
    drag('Inbound', 'Stock list');
    await waitFor(() => expect(moves()).toEqual([{ id: 'page-inbound', parentId: 'mod-stock', order: 1 }]));
  });

  it('never offers the top level to a page, while a service may go there', async () => {
    tree = [...menuTree(), menuItem('svc-qm', 'Service', ['质量', 'Quality', 'Qualität'], '', { order: 1 })];
    await renderMenus();
    drag('Stocktaking', 'Warehouse', { clientY: -10 });
    drag('Stock list', 'Warehouse');
    expect(moves()).toEqual([]);
    drag('Quality', 'Warehouse', { clientY: -10 });
    await waitFor(() => expect(moves()).toEqual([{ id: 'svc-qm', parentId: null, order: 0 }]));
  });

  it('reads the tree again and shows why when the server refuses a move', async () => {
    answerMove = () => fail(409, '10000', 'Another administrator moved this menu first.');
    await renderMenus();
    const readsBefore = treeReads();
    drag('Stock list', 'Orders');
    expect(await screen.findByText('Another administrator moved this menu first.')).toBeTruthy();
    await waitFor(() => expect(treeReads()).toBe(readsBefore + 1));
    await waitFor(() => expect(rows()[2]).toBe('    Stock list'));
  });

  it('moves the chosen menu with the keyboard buttons and offers the child type its parent takes', async () => {
    const { user } = admin.render(<MenusSection applicationId={MENU_APP_ID} />, '/AddApp/app-wms');
    await user.click(await screen.findByText('Stock'));
    expect(screen.getByRole('button', { name: 'Add page' })).toBeTruthy();
    await user.click(screen.getByText('Stocktaking'));
    expect(screen.queryByRole('button', { name: /^Add (page|module)$/ })).toBeNull();
    expect(await screen.findByDisplayValue('盘点')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move Stocktaking up' }));
    await waitFor(() => expect(moves()).toEqual([{ id: 'page-count', parentId: 'mod-stock', order: 0 }]));
  });

  it('the tree and the edit form have no serious accessibility findings', async () => {
    const { user } = admin.render(<MenusSection applicationId={MENU_APP_ID} />, '/AddApp/app-wms');
    await user.click(await screen.findByText('Stocktaking'));
    await screen.findByDisplayValue('盘点');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('menus of an application: export (leadMenu/export)', () => {
  it('starts the export of this application’s menus and says where the file will appear', async () => {
    await renderMenus();
    fireEvent.click(screen.getByRole('button', { name: /Export menus/ }));
    expect(
      await screen.findByText('The menu export has started. The file appears in the download list when it is ready.'),
    ).toBeTruthy();
    const exports = admin.requests(API_PATHS.downloadTasks.exportMenus);
    expect(exports.map((request) => request.body)).toEqual([{ applicationId: MENU_APP_ID, isPda: false }]);
  });
});
