import type { MenuType, MoveMenuRequest } from '@workbench/contracts';
import { badRequest, type FieldProblem, notFound } from '../../../platform/errors';
import type { ChangeContext } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { type Actor, recordAudit } from '../../audit/audit.service';
import { lockApplicationForChanges } from '../applications/applications-admin.service';
import { changeCatalogue } from '../catalogue-writes';
import { findMenu, listSiblings, lockMenusOfApplication, updateMenuPlacement } from './menus.repository';

/*
 * Where a menu may sit and moving it there (leadMenu/move): the administration of the menu tree's
 * shape, shared by menu creation and editing (menus-admin.service.ts).
 */

/** Which parent type each menu type must sit under (Service at the top). */
const REQUIRED_PARENT_TYPE: Record<MenuType, MenuType | null> = { Service: null, Module: 'Service', Page: 'Module' };

/** The problem with placing a menu of `type` under a parent of `parentType` (null: the top level), if any. */
export function nestingProblem(type: MenuType, parentType: MenuType | null): FieldProblem | undefined {
  const required = REQUIRED_PARENT_TYPE[type];
  if (parentType === required) return undefined;
  return required
    ? { field: 'parentId', messageKey: 'menus.invalidNesting', params: { type, parent: required } }
    : { field: 'parentId', messageKey: 'menus.serviceAtTopLevel' };
}

/**
 * Moves a menu under a new parent at a position among its new siblings, renumbering the new and
 * the old siblings 0..n-1 so orders stay dense. Runs in one transaction with the application
 * (the same lock menu creation takes) and its menus locked: a half-done renumbering would leave
 * two menus claiming the same place. The move is recorded in the change log.
 */
export async function moveMenu(ctx: ChangeContext, actor: Actor, request: MoveMenuRequest): Promise<void> {
  // For holders of the application-management permission, which covers every application and
  // may learn whether a menu exists: unknown ids are 404s.
  const menu = isUuid(request.id) ? await findMenu(ctx.db, request.id) : undefined;
  if (!menu) throw notFound('menus.notFound');
  const parentId = request.parentId ?? null;
  let parentType: MenuType | null = null;
  if (parentId !== null) {
    const parent = isUuid(parentId) ? await findMenu(ctx.db, parentId) : undefined;
    if (!parent) throw notFound('menus.parentNotFound');
    if (parent.applicationId !== menu.applicationId) {
      throw badRequest('errors.validation', {}, [{ field: 'parentId', messageKey: 'menus.parentInOtherApplication' }]);
    }
    parentType = parent.menuType;
  }
  const problem = nestingProblem(menu.menuType, parentType);
  if (problem) throw badRequest('errors.validation', {}, [problem]);

  await changeCatalogue(ctx, async (tx) => {
    await lockApplicationForChanges(tx, menu.applicationId);
    await lockMenusOfApplication(tx, menu.applicationId);
    // Read again under the lock: a concurrent move may have changed its place since.
    const current = (await findMenu(tx, menu.id)) ?? menu;
    const siblings = await listSiblings(tx, menu.applicationId, parentId, menu.id);
    const position = Math.min(request.order, siblings.length);
    const placed = [...siblings.slice(0, position), { id: menu.id, order: -1 }, ...siblings.slice(position)];
    for (const [index, sibling] of placed.entries()) {
      if (sibling.id === menu.id) await updateMenuPlacement(tx, menu.id, parentId, index);
      else if (sibling.order !== index) await updateMenuPlacement(tx, sibling.id, parentId, index);
    }
    if (current.parentId !== parentId) {
      const formerSiblings = await listSiblings(tx, menu.applicationId, current.parentId, menu.id);
      for (const [index, sibling] of formerSiblings.entries()) {
        if (sibling.order !== index) await updateMenuPlacement(tx, sibling.id, current.parentId, index);
      }
    }
    await recordAudit(tx, actor, [
      {
        resource: 'leadMenu',
        action: 'move',
        resourceId: menu.id,
        resourceName: menu.menuName,
        before: { menuCode: menu.menuCode, parentId: current.parentId, order: current.order },
        after: { menuCode: menu.menuCode, parentId, order: position },
      },
    ]);
  });
}
