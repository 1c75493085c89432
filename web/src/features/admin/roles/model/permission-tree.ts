import { ALL_PERMISSION_CODES, PERMISSIONS, type PermissionCode, parentPermission } from '@workbench/contracts';
import type { DictionaryKey } from '../../../../i18n/dictionaries/en';

/**
 * The user's words for each portal permission: the top bar's names of the menu groups and pages
 * they open, so a role reads the way the menus the role unlocks read.
 */
export const PERMISSION_LABEL_KEYS: Record<PermissionCode, DictionaryKey> = {
  [PERMISSIONS.operationCenter]: 'topBar.operationCenter',
  [PERMISSIONS.eventCenter]: 'topBar.eventCenter',
  [PERMISSIONS.teamManagement]: 'topBar.teamManagement',
  [PERMISSIONS.userManage]: 'topBar.userManagement',
  [PERMISSIONS.roleManage]: 'topBar.roleManagement',
  [PERMISSIONS.systemSetting]: 'topBar.systemManagement',
  [PERMISSIONS.applicationManage]: 'topBar.applicationManagement',
  [PERMISSIONS.eventStrategy]: 'topBar.eventStrategy',
  [PERMISSIONS.systemIntegration]: 'topBar.systemIntegration',
  [PERMISSIONS.otherSetting]: 'topBar.otherSettings',
  [PERMISSIONS.jobManage]: 'route.job',
  [PERMISSIONS.announceManage]: 'route.notice',
  [PERMISSIONS.localizationManage]: 'route.lang',
  [PERMISSIONS.individuationManage]: 'route.customized',
};

const KNOWN = new Set<string>(ALL_PERMISSION_CODES);

export function isPermissionCode(value: string): value is PermissionCode {
  return KNOWN.has(value);
}

export interface PermissionNode {
  code: PermissionCode;
  children: PermissionNode[];
}

/** docs/spec.md §6's codes arranged by their dots (parentPermission), in the contract's order. */
export function permissionForest(codes: readonly PermissionCode[] = ALL_PERMISSION_CODES): PermissionNode[] {
  const nodes = new Map<string, PermissionNode>(codes.map((code) => [code, { code, children: [] }]));
  const roots: PermissionNode[] = [];
  for (const code of codes) {
    const node = nodes.get(code);
    if (!node) continue;
    const parentCode = parentPermission(code);
    const parent = parentCode ? nodes.get(parentCode) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function ancestorsOf(code: string): string[] {
  const found: string[] = [];
  for (let parent = parentPermission(code); parent; parent = parentPermission(parent)) found.push(parent);
  return found;
}

/**
 * Checks or unchecks one code with the cascade a user expects from a tree, in a tree whose
 * checked keys are exactly what is sent (each code is its own grant, parents included):
 * - checking a group checks every code under it the user may grant, and checking a code checks
 *   its groups too (a page's code is of no use while the top bar hides its group);
 * - unchecking a group unchecks what is under it; unchecking a code leaves its group alone.
 * Codes the user may not grant never change here: the server refuses adding them, and taking
 * them away is left to someone who holds them.
 */
export function setPermission(
  selected: ReadonlySet<string>,
  code: string,
  on: boolean,
  grantable: ReadonlySet<string>,
): Set<string> {
  const next = new Set(selected);
  if (!grantable.has(code)) return next;
  const below = ALL_PERMISSION_CODES.filter((other) => other.startsWith(`${code}.`) && grantable.has(other));
  if (on) {
    for (const other of [code, ...below, ...ancestorsOf(code).filter((parent) => grantable.has(parent))]) {
      next.add(other);
    }
  } else {
    for (const other of [code, ...below]) next.delete(other);
  }
  return next;
}

/** Groups shown half-checked: not granted themselves, but something under them is. */
export function halfCheckedPermissions(selected: ReadonlySet<string>): string[] {
  const half = new Set<string>();
  for (const code of selected) for (const parent of ancestorsOf(code)) if (!selected.has(parent)) half.add(parent);
  return [...half];
}
