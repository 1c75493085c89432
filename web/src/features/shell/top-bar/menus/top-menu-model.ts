import { PERMISSIONS } from '@workbench/contracts';
import type { MenuGroup } from '../../../../app/route-table';
import type { TopBarTextKey } from '../../../../i18n/dictionaries/top-bar/en';
import { type GrantedCodes, holds, otherSettingsPath } from './other-settings-path';

/** An entry of a dropdown; `path` null marks a page that no release of the portal has yet. */
export interface TopMenuItem {
  key: string;
  labelKey: TopBarTextKey;
  path: string | null;
}

interface TopMenuBase {
  key: string;
  labelKey: TopBarTextKey;
  /** The route menu group that highlights this entry; null when no route belongs to it. */
  group: MenuGroup | null;
}

export type TopMenuLinkEntry = TopMenuBase & { kind: 'link'; path: string };
export type TopMenuDropdownEntry = TopMenuBase & { kind: 'dropdown'; items: TopMenuItem[] };
export type TopMenuEntry = TopMenuLinkEntry | TopMenuDropdownEntry;

/** The Workbench link (docs/spec.md §2): always shown. */
export const WORKBENCH_ENTRY: TopMenuLinkEntry = {
  kind: 'link',
  key: 'workbench',
  labelKey: 'topBar.workbench',
  group: 'dash',
  path: '/',
};

/** A dropdown item shown only with its own permission code. */
function itemIf(granted: GrantedCodes, code: string, item: TopMenuItem): TopMenuItem[] {
  return holds(granted, code) ? [item] : [];
}

/**
 * The menu groups of the top bar the user may see (docs/spec.md §2 "Top bar", §6): a group needs its own
 * code, and each dropdown item its own code too. A dropdown left without items is not shown, as
 * it would open onto nothing.
 */
export function topMenuEntries(granted: GrantedCodes): TopMenuEntry[] {
  const entries: TopMenuEntry[] = [];

  if (holds(granted, PERMISSIONS.operationCenter)) {
    entries.push({
      kind: 'dropdown',
      key: 'operationCenter',
      labelKey: 'topBar.operationCenter',
      group: null,
      // No page of the portal serves these yet; they are shown, disabled, so the group is not empty.
      items: [
        { key: 'operations', labelKey: 'topBar.operations', path: null },
        { key: 'maintenance', labelKey: 'topBar.maintenance', path: null },
      ],
    });
  }

  if (holds(granted, PERMISSIONS.eventCenter)) {
    entries.push({
      kind: 'link',
      key: 'eventCenter',
      labelKey: 'topBar.eventCenter',
      group: 'event',
      path: '/Eventcenter',
    });
  }

  if (holds(granted, PERMISSIONS.teamManagement)) {
    const items = [
      ...itemIf(granted, PERMISSIONS.userManage, { key: 'user', labelKey: 'topBar.userManagement', path: '/User' }),
      ...itemIf(granted, PERMISSIONS.roleManage, { key: 'role', labelKey: 'topBar.roleManagement', path: '/RoleMgr' }),
    ];
    if (items.length > 0) {
      entries.push({
        kind: 'dropdown',
        key: 'teamManagement',
        labelKey: 'topBar.teamManagement',
        group: 'team',
        items,
      });
    }
  }

  if (holds(granted, PERMISSIONS.systemSetting)) {
    const otherSettings = holds(granted, PERMISSIONS.otherSetting) ? otherSettingsPath(granted) : null;
    const items = [
      ...itemIf(granted, PERMISSIONS.applicationManage, {
        key: 'applications',
        labelKey: 'topBar.applicationManagement',
        path: '/ApplicationMgr',
      }),
      ...itemIf(granted, PERMISSIONS.eventStrategy, {
        key: 'eventStrategy',
        labelKey: 'topBar.eventStrategy',
        path: '/PolicyIntegration',
      }),
      ...itemIf(granted, PERMISSIONS.systemIntegration, {
        key: 'systemIntegration',
        labelKey: 'topBar.systemIntegration',
        path: '/SYSIntegration',
      }),
      ...(otherSettings
        ? [{ key: 'otherSettings', labelKey: 'topBar.otherSettings', path: otherSettings } as const]
        : []),
    ];
    if (items.length > 0) {
      entries.push({
        kind: 'dropdown',
        key: 'systemManagement',
        labelKey: 'topBar.systemManagement',
        group: 'system',
        items,
      });
    }
  }

  return entries;
}
