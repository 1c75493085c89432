import type { Application, DbInstance } from '@workbench/contracts';
import { type CurrentSelection, useSelectionStore } from '../../../stores/selection-store';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { initialDataPermissions } from '../rules/data-permission-selection';
import { chooseSubSystem, readSubSystemChoice, rememberSubSystemChoice } from '../rules/sub-system-choice';

/** The router's navigate, or any function that goes to a portal path the same way. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Where the user lands after entering an application or changing its sub-system (docs/spec.md §4). */
export const DASHBOARD_PATH = '/dashboard/dashboard';

/**
 * The selection for one sub-system of an application: its data permissions are the remembered
 * ones still offered, else all of them (docs/spec.md §5). Without a sub-system the application is
 * entered with no database and no data permissions.
 */
export function selectionOfSubSystem(application: Application, instance: DbInstance | undefined): CurrentSelection {
  if (!instance) return { application, dbId: null, instanceCode: '', displayName: '', dataPermissionCodes: [] };
  const remembered = readSubSystemChoice(application.id);
  const available = instance.dataPermissionOutputs.map((permission) => permission.code);
  return {
    application,
    dbId: instance.id,
    instanceCode: instance.code,
    displayName: instance.displayName,
    dataPermissionCodes: initialDataPermissions(
      available,
      remembered?.dbId === instance.id ? remembered.dataPermissionCodes : undefined,
    ),
  };
}

/**
 * Puts a selection in force: remembers the choice for the application, drops the tabs of what
 * was open before (their pages belong to another sub-system) and opens the dashboard, whose menu
 * routes are built from the new selection.
 */
function applySelection(selection: CurrentSelection, navigate: Navigate): void {
  if (selection.dbId !== null) {
    rememberSubSystemChoice(selection.application.id, {
      dbId: selection.dbId,
      dataPermissionCodes: selection.dataPermissionCodes,
    });
  }
  useSelectionStore.getState().select(selection);
  useTabsStore.getState().reset();
  navigate(DASHBOARD_PATH, { replace: true });
}

/**
 * docs/spec.md §4 "Entering an application", once its sub-systems are loaded: the remembered sub-system
 * if still offered, else the first.
 */
export function enterApplication(
  application: Application,
  subSystems: readonly DbInstance[],
  navigate: Navigate,
): CurrentSelection {
  const remembered = readSubSystemChoice(application.id);
  const selection = selectionOfSubSystem(application, chooseSubSystem(subSystems, remembered?.dbId));
  applySelection(selection, navigate);
  return selection;
}

/** docs/spec.md §4 "Changing the sub-system": resets tabs and routes and returns to the dashboard. */
export function changeSubSystem(application: Application, instance: DbInstance, navigate: Navigate): CurrentSelection {
  const selection = selectionOfSubSystem(application, instance);
  applySelection(selection, navigate);
  return selection;
}

/** docs/spec.md §5: a change of data permissions within the entered sub-system, remembered for the application. */
export function changeDataPermissions(selection: CurrentSelection, codes: string[]): void {
  useSelectionStore.getState().setDataPermissions(codes);
  if (selection.dbId !== null) {
    rememberSubSystemChoice(selection.application.id, { dbId: selection.dbId, dataPermissionCodes: codes });
  }
}
