import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { menuItem } from '../../../testing/menu-item';
import { startPortal } from '../../../testing/render-app';
import { favouritesTree } from './menu-fixtures';
import { MenuTree } from './menu-tree';

function renderFavourites() {
  const tree = [menuItem('fav-folder-empty', 'Module', ['夜班', 'Night shift', 'Nachtschicht']), ...favouritesTree()];
  const element = <MenuTree tree={tree} language="en" label="My Favourites" onOpen={() => undefined} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] })} />);
  return screen.getByRole('menu', { name: 'My Favourites' });
}

describe('menu tree', () => {
  beforeEach(() => startPortal());

  it('shows an empty folder without an expand chevron, and a filled one with it', () => {
    const menu = renderFavourites();
    const empty = within(menu).getByText('Night shift').closest('li') as HTMLElement;
    expect(empty.querySelector('.ant-menu-submenu-arrow')).toBeNull();
    expect(empty.querySelector('[aria-expanded]')).toBeNull();
    const filled = within(menu).getByText('常用').closest('li') as HTMLElement;
    expect(filled.querySelector('.ant-menu-submenu-arrow')).not.toBeNull();
  });
});
