import { HOME_PATH } from '../../../stores/tabs/tab-list';

/**
 * The handheld layout's back stack: instead of tabs, the pages opened since the menu, the menu
 * (the workbench home) always at the bottom. Each entry remembers its place in the browser's
 * history (the router's history index), so that Back goes back in the browser's history when the
 * two agree, and the browser's own Back pops the stack.
 */
export interface StackEntry {
  path: string;
  /** The router's history index of the visit; null when the browser did not say. */
  index: number | null;
}

export type BackStack = readonly StackEntry[];

/** The menu: "/" and the dashboard are one place, the bottom of the stack. */
export function isMenuPath(path: string): boolean {
  return path === '/' || path === HOME_PATH;
}

export const MENU_ENTRY: StackEntry = { path: HOME_PATH, index: null };

/**
 * The stack after a visit: the menu clears it; a page already on it (the browser's Back, or the
 * same page opened again) pops back to it with its new place in history; any other page is pushed.
 * A visit that replaced the address (a redirect, a Back that could not use the history) takes the
 * place of the page on top.
 */
export function afterVisit(stack: BackStack, path: string, index: number | null, replaced = false): BackStack {
  if (isMenuPath(path)) return [{ path: HOME_PATH, index }];
  const below = replaced && stack.length > 1 ? stack.slice(0, -1) : stack;
  const at = below.findIndex((entry) => entry.path === path);
  const base = at >= 0 ? below.slice(0, at) : below.length > 0 ? below : [MENU_ENTRY];
  return [...base, { path, index }];
}

export type BackMove = { kind: 'history'; delta: number } | { kind: 'replace'; path: string } | { kind: 'none' };

/** The entries are the browser's last history entries, one after the other. */
function inHistoryOrder(entries: BackStack): boolean {
  return entries.every((entry, i) => {
    if (entry.index === null) return false;
    const before = entries[i - 1];
    return before === undefined || (before.index !== null && entry.index === before.index + 1);
  });
}

/**
 * How to go back `steps` entries (1 for Back, more for the menu): through the browser's history
 * when the entries between are its last ones in order, so that its Forward still works and its
 * Back does not return to the page just left; otherwise by replacing this entry with the target.
 */
export function backMove(stack: BackStack, steps: number): BackMove {
  const top = stack.length - 1;
  const target = Math.max(0, top - Math.max(1, steps));
  const to = stack[target];
  if (top <= 0 || !to) return { kind: 'none' };
  return inHistoryOrder(stack.slice(target))
    ? { kind: 'history', delta: target - top }
    : { kind: 'replace', path: to.path };
}
