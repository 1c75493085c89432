import type {
  CoreLanguage,
  InboundOrder,
  InboundOrderStatus,
  PagedResult,
  StockLine,
  WarehouseQueryRequest,
  WarehouseTask,
  WarehouseTaskKind,
  WarehouseTaskQueryRequest,
  WarehouseTaskStatus,
} from '@workbench/contracts';
import { INBOUND_ORDER_STATUSES, WAREHOUSE_TASK_STATUSES } from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { forbidden, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { assertApplicationGranted } from '../catalogue/applications/applications.service';
import { type DataScopedPageQuery, findDataPermissionScope } from '../catalogue/applications/data-permission-scope';
import {
  type InboundOrderRow,
  pageInboundOrders,
  pageStockLines,
  pageWarehouseTasks,
  type StockLineRow,
  type WarehouseTaskRow,
} from './warehouse.repository';

/*
 * Every list is scoped to one sub-system and some of its data permissions (warehouses), and the
 * caller must hold the application, the sub-system and each asked warehouse. As elsewhere
 * (applications.service.ts), an ordinary user cannot tell "not granted" from "does not exist":
 * both are 403. Administrators hold everything that exists, so for them it is a 404.
 *
 * Which application a sub-system belongs to is not fixed here: the rows are stored per
 * sub-system, so a sub-system of another application simply holds no warehouse rows.
 */

/** The messages for a data permission that is not granted, or (for administrators) does not exist. */
export interface DataPermissionMessages {
  notGranted: string;
  notFound: string;
}

const WAREHOUSE_MESSAGES: DataPermissionMessages = {
  notGranted: 'warehouse.dataPermissionNotGranted',
  notFound: 'warehouse.dataPermissionNotFound',
};

/**
 * Checks the caller's grants for a sub-system and some of its data permissions and turns the
 * request into a scoped page query. The MES's lists are scoped the same way (its data
 * permissions are lines), with their own messages.
 */
export async function resolveScopedQuery(
  db: Db,
  grants: UserGrants,
  request: WarehouseQueryRequest,
  messages: DataPermissionMessages = WAREHOUSE_MESSAGES,
): Promise<DataScopedPageQuery> {
  const scope = isUuid(request.dbId) ? await findDataPermissionScope(db, request.dbId) : undefined;
  if (!scope) {
    throw grants.isAdmin ? notFound('applications.dbInstanceNotFound') : forbidden('applications.dbInstanceNotGranted');
  }
  await assertApplicationGranted(db, grants, scope.applicationId);
  if (!grants.isAdmin && !scope.dataPermissions.some((permission) => grants.dataPermissionIds.has(permission.id))) {
    throw forbidden('applications.dbInstanceNotGranted');
  }
  const byCode = new Map(scope.dataPermissions.map((permission) => [permission.code, permission.id]));
  const dataPermissionIds = new Set<string>();
  for (const code of request.dataPermissionCodes) {
    const id = byCode.get(code);
    if (id === undefined && grants.isAdmin) throw notFound(messages.notFound, { code });
    if (id === undefined || !grants.dataPermissionIds.has(id)) throw forbidden(messages.notGranted, { code });
    dataPermissionIds.add(id);
  }
  return {
    dbInstanceId: request.dbId,
    dataPermissionIds: [...dataPermissionIds],
    keyword: request.keyword?.trim() ?? '',
    limit: request.maxResultCount,
    offset: request.skipCount,
  };
}

type MaterialNames = Pick<StockLineRow, 'materialNameZh' | 'materialNameEn' | 'materialNameDe'>;

function materialNameIn(language: CoreLanguage, row: MaterialNames): string {
  if (language === 'zh-Hans') return row.materialNameZh;
  if (language === 'de-DE') return row.materialNameDe;
  return row.materialNameEn;
}

function toStockLine(row: StockLineRow, language: CoreLanguage): StockLine {
  return {
    id: row.id,
    dataPermissionCode: row.dataPermissionCode,
    materialCode: row.materialCode,
    materialName: materialNameIn(language, row),
    location: row.location,
    quantity: row.quantity,
    unit: row.unit,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The table's check constraint keeps the column to these values; anything else is read as open.
function statusOf(value: string): InboundOrderStatus {
  return (INBOUND_ORDER_STATUSES as readonly string[]).includes(value) ? (value as InboundOrderStatus) : 'open';
}

function toInboundOrder(row: InboundOrderRow): InboundOrder {
  return {
    id: row.id,
    dataPermissionCode: row.dataPermissionCode,
    orderNo: row.orderNo,
    supplier: row.supplier,
    status: statusOf(row.status),
    expectedDate: row.expectedDate,
    lineCount: row.lineCount,
  };
}

/** Stock lines of the asked warehouses, material names in the caller's language. */
export async function queryStockLines(
  db: Db,
  grants: UserGrants,
  request: WarehouseQueryRequest,
  language: CoreLanguage,
): Promise<PagedResult<StockLine>> {
  const { rows, total } = await pageStockLines(db, await resolveScopedQuery(db, grants, request));
  return { items: rows.map((row) => toStockLine(row, language)), totalCount: total };
}

/** Inbound orders of the asked warehouses, most recent expected date first. */
export async function queryInboundOrders(
  db: Db,
  grants: UserGrants,
  request: WarehouseQueryRequest,
): Promise<PagedResult<InboundOrder>> {
  const { rows, total } = await pageInboundOrders(db, await resolveScopedQuery(db, grants, request));
  return { items: rows.map(toInboundOrder), totalCount: total };
}

// The table's check constraint keeps the column to these values; anything else is read as open.
function taskStatusOf(value: string): WarehouseTaskStatus {
  return (WAREHOUSE_TASK_STATUSES as readonly string[]).includes(value) ? (value as WarehouseTaskStatus) : 'open';
}

function toWarehouseTask(row: WarehouseTaskRow, kind: WarehouseTaskKind, language: CoreLanguage): WarehouseTask {
  return {
    id: row.id,
    kind,
    dataPermissionCode: row.dataPermissionCode,
    taskNo: row.taskNo,
    reference: row.reference,
    partner: row.partner,
    materialCode: row.materialCode,
    materialName: materialNameIn(language, row),
    quantity: row.quantity,
    unit: row.unit,
    fromLocation: row.fromLocation,
    toLocation: row.toLocation,
    status: taskStatusOf(row.status),
    dueDate: row.dueDate,
  };
}

/** Tasks of one kind in the asked warehouses, the earliest due first. */
export async function queryWarehouseTasks(
  db: Db,
  grants: UserGrants,
  kind: WarehouseTaskKind,
  request: WarehouseTaskQueryRequest,
  language: CoreLanguage,
): Promise<PagedResult<WarehouseTask>> {
  const query = await resolveScopedQuery(db, grants, request);
  const { rows, total } = await pageWarehouseTasks(db, { ...query, kind, status: request.status ?? '' });
  return { items: rows.map((row) => toWarehouseTask(row, kind, language)), totalCount: total };
}
