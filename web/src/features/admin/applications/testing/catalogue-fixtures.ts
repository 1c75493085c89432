// Test data only: tags and applications as application management lists them.
import type { ApplicationAdmin, TagAdmin } from '@workbench/contracts';

export const TAG_PRODUCTION: TagAdmin = { id: 'tag-prod', tagName: 'Production', order: 0 };
export const TAG_LOGISTICS: TagAdmin = { id: 'tag-log', tagName: 'Logistics', order: 1 };

export function adminApplication(
  id: string,
  names: [zh: string, en: string, de: string],
  specialLeadTagId: string | null,
  order: number,
): ApplicationAdmin {
  return {
    id,
    displayName: names[0],
    enName: names[1],
    aliasName: names[2],
    applicationLogo: `/api/baseService/application/logo/${id}.png`,
    applicationUrl: '',
    applicationPlatform: 'Web',
    specialLeadTagId,
    switchMethod: 1,
    integrationMethod: 0,
    order,
    tagName: specialLeadTagId === TAG_PRODUCTION.id ? 'Production' : specialLeadTagId ? 'Logistics' : null,
    dbInstanceCount: 1,
    menuCount: 3,
  };
}

export function workbenchApplications(): ApplicationAdmin[] {
  return [
    adminApplication('app-mes', ['制造执行', 'MES', 'MES'], TAG_PRODUCTION.id, 0),
    adminApplication('app-qms', ['质量', 'Quality', 'Qualität'], TAG_PRODUCTION.id, 1),
    adminApplication('app-wms', ['仓储', 'Warehouse', 'Lager'], TAG_LOGISTICS.id, 2),
    adminApplication('app-doc', ['文档', 'Documents', 'Dokumente'], null, 3),
  ];
}
