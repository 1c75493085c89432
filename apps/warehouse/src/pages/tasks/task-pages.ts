import type { WarehouseTaskKind } from '@workbench/contracts';
import type { MessageKey } from '../../i18n/en';
import type { TaskColumnSpec } from './task-columns';

/** What a task list page shows: its title, search hint, empty text and columns. */
export interface TaskPageSpec {
  kind: WarehouseTaskKind;
  title: MessageKey;
  searchPlaceholder: MessageKey;
  emptyText: MessageKey;
  columns: readonly TaskColumnSpec[];
}

const taskNo: TaskColumnSpec = { field: 'taskNo', header: 'colTaskNo' };
const warehouse: TaskColumnSpec = { field: 'warehouse', header: 'colWarehouse' };
const material: TaskColumnSpec = { field: 'material', header: 'colMaterialCode' };
const materialName: TaskColumnSpec = { field: 'materialName', header: 'colMaterialName' };
const quantity: TaskColumnSpec = { field: 'quantity', header: 'colQuantity' };
const from: TaskColumnSpec = { field: 'from', header: 'colFrom' };
const to: TaskColumnSpec = { field: 'to', header: 'colTo' };
const due: TaskColumnSpec = { field: 'dueDate', header: 'colDueDate' };
const status: TaskColumnSpec = { field: 'status', header: 'colStatus' };
const order: TaskColumnSpec = { field: 'reference', header: 'colOrderNo' };
const supplier: TaskColumnSpec = { field: 'partner', header: 'colSupplier' };
const delivery: TaskColumnSpec = { field: 'reference', header: 'colDelivery' };
const customer: TaskColumnSpec = { field: 'partner', header: 'colCustomer' };
const goods = [material, materialName, quantity];

/** The task pages by the WMS menu's webClientRoute (server/src/seed/demo-menus.ts). */
export const TASK_PAGES: Readonly<Record<string, TaskPageSpec>> = {
  '/inbound/asn': {
    kind: 'asn',
    title: 'asnTitle',
    searchPlaceholder: 'inboundTaskSearchPlaceholder',
    emptyText: 'emptyTasks',
    columns: [
      { ...taskNo, header: 'colAsnNo' },
      order,
      supplier,
      warehouse,
      ...goods,
      { ...due, header: 'colExpectedDate' },
      status,
    ],
  },
  '/inbound/receipts': {
    kind: 'receipt',
    title: 'receiptsTitle',
    searchPlaceholder: 'inboundTaskSearchPlaceholder',
    emptyText: 'emptyTasks',
    columns: [taskNo, order, supplier, warehouse, ...goods, { ...to, header: 'colDock' }, due, status],
  },
  '/inbound/put-away': {
    kind: 'put-away',
    title: 'putAwayTitle',
    searchPlaceholder: 'taskSearchPlaceholder',
    emptyText: 'emptyTasks',
    columns: [taskNo, order, warehouse, ...goods, from, to, due, status],
  },
  '/inventory/transfer': {
    kind: 'transfer',
    title: 'transferTitle',
    searchPlaceholder: 'taskSearchPlaceholder',
    emptyText: 'emptyTasks',
    columns: [taskNo, { field: 'reference', header: 'colMoveOrder' }, warehouse, ...goods, from, to, due, status],
  },
  '/inventory/cycle-count': {
    kind: 'count',
    title: 'cycleCountTitle',
    searchPlaceholder: 'taskSearchPlaceholder',
    emptyText: 'emptyTasks',
    columns: [
      taskNo,
      { field: 'reference', header: 'colCountPlan' },
      warehouse,
      { ...from, header: 'colLocation' },
      material,
      materialName,
      { ...quantity, header: 'colBookQuantity' },
      due,
      status,
    ],
  },
  '/outbound/picking': {
    kind: 'pick',
    title: 'pickingTitle',
    searchPlaceholder: 'outboundTaskSearchPlaceholder',
    emptyText: 'emptyTasks',
    columns: [taskNo, delivery, customer, warehouse, ...goods, from, to, due, status],
  },
  '/outbound/shipping': {
    kind: 'ship',
    title: 'shippingTitle',
    searchPlaceholder: 'outboundTaskSearchPlaceholder',
    emptyText: 'emptyTasks',
    columns: [taskNo, delivery, customer, warehouse, ...goods, { ...from, header: 'colDock' }, due, status],
  },
};
