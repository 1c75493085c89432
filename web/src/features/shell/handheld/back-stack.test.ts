import { describe, expect, it } from 'vitest';
import { afterVisit, type BackStack, backMove, isMenuPath } from './back-stack';

const visit = (visits: [string, number | null][]): BackStack =>
  visits.reduce<BackStack>((stack, [path, index]) => afterVisit(stack, path, index), []);

describe('the handheld back stack', () => {
  it('has the menu at the bottom and pushes each page opened', () => {
    expect(isMenuPath('/')).toBe(true);
    expect(isMenuPath('/dashboard/dashboard')).toBe(true);
    expect(isMenuPath('/inventory/stock')).toBe(false);
    const stack = visit([
      ['/', 0],
      ['/inventory/stock', 1],
      ['/inbound/orders', 2],
    ]);
    expect(stack.map((entry) => entry.path)).toEqual(['/dashboard/dashboard', '/inventory/stock', '/inbound/orders']);
  });

  it('pops back to a page already on it (the browser’s Back) and clears it at the menu', () => {
    const stack = visit([
      ['/', 0],
      ['/inventory/stock', 1],
      ['/inbound/orders', 2],
      ['/inventory/stock', 1],
    ]);
    expect(stack).toEqual([
      { path: '/dashboard/dashboard', index: 0 },
      { path: '/inventory/stock', index: 1 },
    ]);
    expect(afterVisit(stack, '/dashboard/dashboard', 0)).toEqual([{ path: '/dashboard/dashboard', index: 0 }]);
  });

  it('lets a visit that replaced the address take the place of the page on top', () => {
    const stack = visit([
      ['/', 0],
      ['/redirect/inventory/stock', 1],
    ]);
    expect(afterVisit(stack, '/inventory/stock', 1, true)).toEqual([
      { path: '/dashboard/dashboard', index: 0 },
      { path: '/inventory/stock', index: 1 },
    ]);
  });

  it('puts the menu under a page opened first (a bookmark, a reload)', () => {
    expect(visit([['/inventory/stock', 5]]).map((entry) => entry.path)).toEqual([
      '/dashboard/dashboard',
      '/inventory/stock',
    ]);
  });

  it('goes back through the browser’s history when the stack is its last entries', () => {
    const stack = visit([
      ['/', 3],
      ['/inventory/stock', 4],
      ['/inbound/orders', 5],
    ]);
    expect(backMove(stack, 1)).toEqual({ kind: 'history', delta: -1 });
    expect(backMove(stack, stack.length)).toEqual({ kind: 'history', delta: -2 });
  });

  it('otherwise replaces the page with the one under it, and has nowhere to go from the menu', () => {
    const opened = visit([['/inventory/stock', 0]]);
    expect(backMove(opened, 1)).toEqual({ kind: 'replace', path: '/dashboard/dashboard' });
    const gap = visit([
      ['/', 0],
      ['/inventory/stock', 4],
    ]);
    expect(backMove(gap, 1)).toEqual({ kind: 'replace', path: '/dashboard/dashboard' });
    expect(backMove(visit([['/', 0]]), 1)).toEqual({ kind: 'none' });
  });
});
