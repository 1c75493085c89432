import type { WarehouseTaskKind, WarehouseTaskStatus } from '@workbench/contracts';
import type { DemoInboundOrder, DemoWarehouseStock } from './demo-warehouse';

/*
 * The demo WMS's work lists, derived from each warehouse's stock and inbound orders of
 * demo-warehouse.ts so that a task always names a material and a place the stock list shows.
 * The same data gives the same tasks on every run; only the due days follow the seed day.
 */

export interface DemoWarehouseTask {
  kind: WarehouseTaskKind;
  taskNo: string;
  reference: string;
  partner: string;
  materialCode: string;
  quantity: number;
  fromLocation: string;
  toLocation: string;
  status: WarehouseTaskStatus;
  /** Days from the seed day (negative: in the past). */
  dueInDays: number;
}

/** Customers of the outbound deliveries, per plant code. */
const CUSTOMERS: Record<string, string[]> = {
  SZ01: ['上汽大众 SAIC Volkswagen', '格力电器 Gree Electric', '三一重工 SANY Heavy Industry'],
  ST01: ['Bosch Rexroth AG', 'Daimler Truck AG', 'KSB SE & Co. KGaA'],
};

const INBOUND_STATUS: Record<DemoInboundOrder['status'], WarehouseTaskStatus> = {
  closed: 'done',
  receiving: 'in-progress',
  open: 'open',
};
const ROTATION: WarehouseTaskStatus[] = ['done', 'in-progress', 'open', 'open'];
const DOCK_IN = 'DOCK-IN';
const DOCK_OUT = 'DOCK-OUT';

const pad = (n: number) => String(n).padStart(3, '0');
/** A part of a stock quantity, at least one whole unit, rounded to whole units. */
const partOf = (quantity: number, share: number) => Math.max(1, Math.round(quantity * share));

export function demoWarehouseTasks(
  plantCode: string,
  warehouseCode: string,
  data: DemoWarehouseStock,
): DemoWarehouseTask[] {
  const tasks: DemoWarehouseTask[] = [];
  const local = warehouseCode.replace(/^WH-/, '');
  const stockAt = (index: number) => data.stock[index % data.stock.length];

  for (const [index, order] of data.inbound.entries()) {
    const line = stockAt(index);
    if (!line) continue;
    const [materialCode, location, onHand] = line;
    const base = { reference: order.orderNo, partner: order.supplier, materialCode, quantity: partOf(onHand, 0.2) };
    const number = order.orderNo.replace(/^IB-/, '');
    const status = INBOUND_STATUS[order.status];
    tasks.push({
      ...base,
      kind: 'asn',
      taskNo: `ASN-${number}`,
      fromLocation: '',
      toLocation: DOCK_IN,
      status: order.status === 'open' ? 'open' : 'done',
      dueInDays: order.dueInDays - 1,
    });
    tasks.push({
      ...base,
      kind: 'receipt',
      taskNo: `GR-${number}`,
      fromLocation: '',
      toLocation: DOCK_IN,
      status,
      dueInDays: order.dueInDays,
    });
    if (order.status !== 'open') {
      tasks.push({
        ...base,
        kind: 'put-away',
        taskNo: `PA-${number}`,
        fromLocation: DOCK_IN,
        toLocation: location,
        status: order.status === 'closed' ? 'done' : 'open',
        dueInDays: order.dueInDays,
      });
    }
  }

  const customers = CUSTOMERS[plantCode] ?? [];
  for (const [index, [materialCode, location, onHand]] of data.stock.entries()) {
    const status = ROTATION[index % ROTATION.length] ?? 'open';
    const day = (index % 5) - 2;
    if (index % 3 === 0) {
      const to = stockAt(index + 1)?.[1] ?? location;
      tasks.push({
        kind: 'transfer',
        taskNo: `TR-${local}-${pad(index + 1)}`,
        reference: `MV-${local}-${pad(Math.floor(index / 3) + 1)}`,
        partner: '',
        materialCode,
        quantity: partOf(onHand, 0.1),
        fromLocation: location,
        toLocation: to,
        status,
        dueInDays: day,
      });
    }
    if (index % 2 === 0) {
      tasks.push({
        kind: 'count',
        taskNo: `CC-${local}-${pad(index + 1)}`,
        reference: `CP-${local}-${index < 6 ? 'A' : 'B'}`,
        partner: '',
        materialCode,
        quantity: onHand,
        fromLocation: location,
        toLocation: '',
        status,
        dueInDays: day + 2,
      });
    } else {
      // Two picked lines make one delivery; the delivery ships what was picked.
      const delivery = Math.floor(index / 4) + 1;
      const reference = `DL-${local}-${pad(delivery)}`;
      const partner = customers[delivery % Math.max(1, customers.length)] ?? '';
      const quantity = partOf(onHand, 0.05);
      tasks.push({
        kind: 'pick',
        taskNo: `PK-${local}-${pad(index + 1)}`,
        reference,
        partner,
        materialCode,
        quantity,
        fromLocation: location,
        toLocation: DOCK_OUT,
        status,
        dueInDays: day,
      });
      tasks.push({
        kind: 'ship',
        taskNo: `SH-${local}-${pad(index + 1)}`,
        reference,
        partner,
        materialCode,
        quantity,
        fromLocation: DOCK_OUT,
        toLocation: '',
        status: status === 'done' ? 'done' : 'open',
        dueInDays: day + 1,
      });
    }
  }
  return tasks;
}
