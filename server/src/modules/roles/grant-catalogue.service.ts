import { ALL_PERMISSION_CODES, type GrantCatalogue } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { queryApplicationsForUser, queryDbInstancesForUser } from '../catalogue/applications/applications.service';
import { buildMenuTree } from '../catalogue/menus/menu-tree';
import { loadGrantedMenus } from '../catalogue/menus/menus.service';

/** Plain menu items: the catalogue is about granting, not about a user's sub-system or favourites. */
const CATALOGUE_MENU_CONTEXT = { dbId: null, firstPickMenu: 0, collectedMenuIds: new Set<string>() } as const;

/**
 * What the caller may put into a role: the same "only what you hold" rule as role/create and
 * role/edit, so the role editor offers nothing that would then be refused. Administrators hold
 * everything. Menus are the portal's (PDA menus are not offered here, though a role may name
 * them); containers appear only around pages the caller holds, as in the side menu.
 */
export async function queryGrantCatalogue(db: Db, grants: UserGrants): Promise<GrantCatalogue> {
  const permissionCodes = ALL_PERMISSION_CODES.filter((code) => grants.isAdmin || grants.permissionCodes.has(code));
  const held = await queryApplicationsForUser(db, grants, {});
  const applications = await readTogether(
    db,
    held.map((application) => async () => {
      const [{ rows, grantedPages }, dbInstances] = await readTogether(db, [
        () => loadGrantedMenus(db, grants, application.id, false),
        () => queryDbInstancesForUser(db, grants, application.id),
      ]);
      return {
        id: application.id,
        displayName: application.displayName,
        enName: application.enName,
        aliasName: application.aliasName,
        menus: buildMenuTree(rows, CATALOGUE_MENU_CONTEXT, (row) => grantedPages.has(row.id)),
        dbInstances,
      };
    }),
  );
  return { permissionCodes, applications };
}
