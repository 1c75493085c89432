import type { DbOrTx } from '../db/client';
import {
  applicationFiles,
  applications,
  dataPermissions,
  dbInstances,
  tags,
} from '../modules/catalogue/applications/applications.table';
import { menus } from '../modules/catalogue/menus/menus.table';
import { DEMO_APPLICATIONS, DEMO_TAGS, type DemoAppKey, type DemoTagKey } from './demo-catalogue';
import { DEMO_MENUS, pageCode } from './demo-menus';

/** Ids the demo's catalogue received, for granting it to roles. */
export interface DemoIds {
  applicationIds: Map<DemoAppKey, string>;
  /** Every menu id (services, modules, pages) per application. */
  menuIds: Map<DemoAppKey, string[]>;
  /** Page ids per application, keyed by menu code. */
  pageIds: Map<DemoAppKey, Map<string, string>>;
  /** Data permission ids per application and plant code. */
  dataPermissionIds: Map<DemoAppKey, Map<string, string[]>>;
}

type NewMenu = typeof menus.$inferInsert;

function menuRows(app: DemoAppKey, applicationId: string, newId: () => string, ids: DemoIds): NewMenu[][] {
  const tree = DEMO_MENUS[app];
  const serviceId = newId();
  const base = { applicationId, isPda: false } as const;
  const names = (n: { zh: string; en: string; de: string }) => ({
    menuName: n.zh,
    menuNameEn: n.en,
    menuNameAlias: n.de,
  });
  const services: NewMenu[] = [
    { ...base, id: serviceId, menuType: 'Service', menuCode: tree.service.key, ...names(tree.service), order: 0 },
  ];
  const modules: NewMenu[] = [];
  const pages: NewMenu[] = [];
  const pageIds = new Map<string, string>();
  for (const [moduleOrder, mod] of tree.modules.entries()) {
    const moduleId = newId();
    const moduleCode = `${tree.service.key}.${mod.key}`;
    modules.push({
      ...base,
      id: moduleId,
      parentId: serviceId,
      menuType: 'Module',
      menuCode: moduleCode,
      ...names(mod),
      order: moduleOrder,
    });
    for (const [pageOrder, page] of mod.pages.entries()) {
      const id = newId();
      const menuCode = pageCode(app, mod.key, page.key);
      pageIds.set(menuCode, id);
      pages.push({
        ...base,
        id,
        parentId: moduleId,
        menuType: 'Page',
        menuCode,
        ...names(page),
        webClientRoute: page.route,
        path: page.route,
        pageType: page.pageType ?? 0,
        keepAliveFlag: page.keepAlive ?? false,
        order: pageOrder,
      });
    }
  }
  ids.pageIds.set(app, pageIds);
  ids.menuIds.set(
    app,
    [...services, ...modules, ...pages].map((row) => row.id ?? ''),
  );
  return [services, modules, pages];
}

/** Tags, applications, documents, sub-systems, data permissions and menus of the demo plant. */
export async function insertDemoCatalogue(db: DbOrTx, newId: () => string): Promise<DemoIds> {
  const ids: DemoIds = {
    applicationIds: new Map(),
    menuIds: new Map(),
    pageIds: new Map(),
    dataPermissionIds: new Map(),
  };
  const tagIds = new Map<DemoTagKey, string>(DEMO_TAGS.map((tag) => [tag.key, newId()]));
  await db
    .insert(tags)
    .values(DEMO_TAGS.map((tag, order) => ({ id: tagIds.get(tag.key), tagName: tag.tagName, order })));

  const files: (typeof applicationFiles.$inferInsert)[] = [];
  const instances: (typeof dbInstances.$inferInsert)[] = [];
  const permissions: (typeof dataPermissions.$inferInsert)[] = [];
  const menuLevels: NewMenu[][] = [[], [], []];
  for (const [order, app] of DEMO_APPLICATIONS.entries()) {
    const applicationId = newId();
    ids.applicationIds.set(app.key, applicationId);
    for (const [fileOrder, file] of app.files.entries()) files.push({ applicationId, ...file, order: fileOrder });
    const byPlant = new Map<string, string[]>();
    for (const [instanceOrder, instance] of app.dbInstances.entries()) {
      const dbInstanceId = newId();
      instances.push({
        id: dbInstanceId,
        applicationId,
        code: instance.code,
        displayName: instance.displayName,
        order: instanceOrder,
      });
      const permissionIds = instance.dataPermissions.map((permission, permissionOrder) => {
        const id = newId();
        permissions.push({
          id,
          dbInstanceId,
          code: permission.code,
          displayName: permission.displayName,
          order: permissionOrder,
        });
        return id;
      });
      byPlant.set(instance.code, permissionIds);
    }
    ids.dataPermissionIds.set(app.key, byPlant);
    for (const [level, rows] of menuRows(app.key, applicationId, newId, ids).entries())
      menuLevels[level]?.push(...rows);
    await db.insert(applications).values({
      id: applicationId,
      displayName: app.displayName,
      enName: app.enName,
      aliasName: app.aliasName,
      applicationLogo: app.logo,
      applicationUrl: app.applicationUrl,
      applicationPlatform: 'Web',
      specialLeadTagId: tagIds.get(app.tag) ?? null,
      switchMethod: app.switchMethod,
      integrationMethod: app.integrationMethod,
      order,
    });
  }
  if (files.length > 0) await db.insert(applicationFiles).values(files);
  await db.insert(dbInstances).values(instances);
  await db.insert(dataPermissions).values(permissions);
  // Parents before children: services, then modules, then pages.
  for (const rows of menuLevels) if (rows.length > 0) await db.insert(menus).values(rows);
  return ids;
}
