import { PERMISSIONS } from '@workbench/contracts';

/** The other-setting pages in the order the Other Settings link prefers them (docs/spec.md §2 route table). */
export const OTHER_SETTING_PAGES = [
  { code: PERMISSIONS.jobManage, path: '/Job' },
  { code: PERMISSIONS.announceManage, path: '/Notice' },
  { code: PERMISSIONS.localizationManage, path: '/Lang' },
  { code: PERMISSIONS.individuationManage, path: '/Customized' },
] as const;

/** Granted permission codes: a code is held only when its entry is exactly true. */
export type GrantedCodes = Readonly<Record<string, boolean>>;

export function holds(granted: GrantedCodes, code: string): boolean {
  return granted[code] === true;
}

/**
 * Where System Management → Other Settings leads (docs/spec.md §2): the first other-setting page whose
 * sub-permission the user holds, or null when they hold none (the item is then hidden).
 */
export function otherSettingsPath(granted: GrantedCodes): string | null {
  return OTHER_SETTING_PAGES.find((page) => holds(granted, page.code))?.path ?? null;
}
