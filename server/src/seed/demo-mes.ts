import type { LineState, WorkOrderStatus } from '@workbench/contracts';

/*
 * Work orders and line states of the demo MES, per plant (sub-system code) and line (data
 * permission code of demo-catalogue.ts). Times are hours from the seed's run, so the board always
 * shows a shift in progress. Products are the finished goods of the demo warehouse.
 */

export interface DemoWorkOrder {
  orderNo: string;
  productCode: string;
  plannedQuantity: number;
  goodQuantity: number;
  scrapQuantity: number;
  status: WorkOrderStatus;
  /** Hours from the seed's run (negative: in the past). */
  startInHours: number;
  durationHours: number;
}

export interface DemoLine {
  state: LineState;
  /** Hours the line has been in its state. */
  sinceHours: number;
  targetToday: number;
  orders: DemoWorkOrder[];
}

const wo = (
  orderNo: string,
  productCode: string,
  plannedQuantity: number,
  done: [number, number],
  status: WorkOrderStatus,
  startInHours: number,
  durationHours: number,
): DemoWorkOrder => ({
  orderNo,
  productCode,
  plannedQuantity,
  goodQuantity: done[0],
  scrapQuantity: done[1],
  status,
  startInHours,
  durationHours,
});

/** By plant code, then by line code. */
export const DEMO_MES_DATA: Record<string, Record<string, DemoLine>> = {
  SZ01: {
    'LINE-A1': {
      state: 'running',
      sinceHours: 3,
      targetToday: 240,
      orders: [
        wo('WO-SZ-1001', 'FG-GM-200', 120, [118, 2], 'completed', -14, 8),
        wo('WO-SZ-1002', 'FG-GM-200', 160, [94, 1], 'running', -3, 7),
        wo('WO-SZ-1003', 'FG-GM-350', 80, [0, 0], 'released', 5, 5),
        wo('WO-SZ-1004', 'FG-GM-350', 80, [0, 0], 'planned', 20, 5),
      ],
    },
    'LINE-A2': {
      state: 'changeover',
      sinceHours: 0.5,
      targetToday: 60,
      orders: [
        wo('WO-SZ-1011', 'FG-PMP-C40', 40, [40, 0], 'completed', -9, 8),
        wo('WO-SZ-1012', 'FG-CAB-IP54', 12, [0, 0], 'released', 1, 6),
        wo('WO-SZ-1013', 'FG-PMP-C40', 40, [0, 0], 'planned', 18, 8),
      ],
    },
    'LINE-M1': {
      state: 'running',
      sinceHours: 6,
      targetToday: 400,
      orders: [
        wo('WO-SZ-1021', 'FG-VLV-DN50', 300, [297, 3], 'completed', -20, 10),
        wo('WO-SZ-1022', 'FG-VLV-DN50', 400, [212, 5], 'running', -6, 10),
        wo('WO-SZ-1023', 'FG-KIT-SRV', 150, [0, 0], 'planned', 6, 6),
      ],
    },
  },
  ST01: {
    'LINE-S1': {
      state: 'running',
      sinceHours: 2,
      targetToday: 180,
      orders: [
        wo('WO-ST-2001', 'FG-GM-350', 90, [90, 0], 'completed', -12, 8),
        wo('WO-ST-2002', 'FG-GM-200', 120, [51, 0], 'running', -2, 6),
        wo('WO-ST-2003', 'FG-PMP-C40', 30, [0, 0], 'released', 6, 6),
      ],
    },
    'LINE-S2': {
      state: 'down',
      sinceHours: 1,
      targetToday: 200,
      orders: [
        wo('WO-ST-2011', 'FG-CAB-IP54', 20, [14, 1], 'running', -4, 8),
        wo('WO-ST-2012', 'FG-CAB-IP54', 20, [0, 0], 'planned', 16, 8),
      ],
    },
  },
};
