import type {
  CoreLanguage,
  LineState,
  LineStatus,
  MesQueryRequest,
  PagedResult,
  WorkOrder,
  WorkOrderStatus,
} from '@workbench/contracts';
import { LINE_STATES, WORK_ORDER_STATUSES } from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { resolveScopedQuery } from '../warehouse/warehouse.service';
import { type LineStateRow, pageLineStates, pageWorkOrders, type WorkOrderRow } from './mes.repository';

/*
 * The caller must hold the MES application, the plant and each asked line: the same rules, and
 * the same 403/404 answers, as the warehouse's lists (warehouse.service.ts), with line wording.
 */
const LINE_MESSAGES = { notGranted: 'mes.lineNotGranted', notFound: 'mes.lineNotFound' };

// The tables' check constraints keep these columns to the listed values.
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function productNameIn(language: CoreLanguage, row: WorkOrderRow): string {
  if (language === 'zh-Hans') return row.productNameZh;
  if (language === 'de-DE') return row.productNameDe;
  return row.productNameEn;
}

function toWorkOrder(row: WorkOrderRow, language: CoreLanguage): WorkOrder {
  return {
    id: row.id,
    dataPermissionCode: row.dataPermissionCode,
    orderNo: row.orderNo,
    productCode: row.productCode,
    productName: productNameIn(language, row),
    plannedQuantity: row.plannedQuantity,
    goodQuantity: row.goodQuantity,
    scrapQuantity: row.scrapQuantity,
    status: oneOf<WorkOrderStatus>(WORK_ORDER_STATUSES, row.status, 'planned'),
    plannedStart: row.plannedStart.toISOString(),
    plannedEnd: row.plannedEnd.toISOString(),
  };
}

function toLineStatus(row: LineStateRow): LineStatus {
  return {
    id: row.id,
    dataPermissionCode: row.dataPermissionCode,
    lineName: row.lineName,
    state: oneOf<LineState>(LINE_STATES, row.state, 'idle'),
    currentOrderNo: row.currentOrderNo,
    outputToday: row.outputToday,
    targetToday: row.targetToday,
    since: row.since.toISOString(),
  };
}

/** Work orders of the asked lines, in the order the lines work through them. */
export async function queryWorkOrders(
  db: Db,
  grants: UserGrants,
  request: MesQueryRequest,
  language: CoreLanguage,
): Promise<PagedResult<WorkOrder>> {
  const { rows, total } = await pageWorkOrders(db, await resolveScopedQuery(db, grants, request, LINE_MESSAGES));
  return { items: rows.map((row) => toWorkOrder(row, language)), totalCount: total };
}

/** What each asked line is doing now. */
export async function queryLineStatus(
  db: Db,
  grants: UserGrants,
  request: MesQueryRequest,
): Promise<PagedResult<LineStatus>> {
  const { rows, total } = await pageLineStates(db, await resolveScopedQuery(db, grants, request, LINE_MESSAGES));
  return { items: rows.map(toLineStatus), totalCount: total };
}
