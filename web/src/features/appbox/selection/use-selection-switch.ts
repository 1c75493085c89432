import type { DataPermission, DbInstance } from '@workbench/contracts';
import { useSubSystems } from '../../../api/sub-systems/get-sub-systems';
import { type CurrentSelection, selectionFor, useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { changeDataPermissions, changeSubSystem } from '../entering/enter-application';

export interface SelectionSwitch {
  selection: CurrentSelection;
  /** The application's sub-systems; undefined while they load. */
  subSystems: DbInstance[] | undefined;
  loading: boolean;
  /** The data permissions the entered sub-system offers (empty until the sub-systems are loaded). */
  dataPermissions: DataPermission[];
  changeSubSystem(dbId: string): void;
  changeDataPermissions(codes: string[]): void;
}

/** What the selection switcher shows and does, for the desktop and the mobile form alike. */
export function useSelectionSwitch(): SelectionSwitch | null {
  const navigate = useStableNavigate();
  const userName = useSessionStore((s) => s.userName);
  // A choice another account left in this browser is not this user's to show.
  const selection = useSelectionStore((s) => selectionFor(s.selection, userName));
  const subSystems = useSubSystems(selection?.application.id);
  if (!selection) return null;

  const current = subSystems.data?.find((instance) => instance.id === selection.dbId);
  return {
    selection,
    subSystems: subSystems.data,
    loading: subSystems.isPending,
    dataPermissions: current?.dataPermissionOutputs ?? [],
    changeSubSystem(dbId) {
      const instance = subSystems.data?.find((candidate) => candidate.id === dbId);
      if (instance && instance.id !== selection.dbId) changeSubSystem(selection.application, instance, navigate);
    },
    changeDataPermissions: (codes) => changeDataPermissions(selection, codes),
  };
}
