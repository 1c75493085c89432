import type { InboundOrderStatus } from '@workbench/contracts';

/*
 * Stock and inbound orders of the demo WMS, per plant (sub-system code) and warehouse (data
 * permission code of demo-catalogue.ts). Dates are relative to the day the seed runs, so the
 * demo always shows deliveries due this week rather than ones from the year it was written.
 */

export interface DemoMaterial {
  code: string;
  zh: string;
  en: string;
  de: string;
  /** Unit code; the warehouse app words it in the user's language. */
  unit: 'kg' | 'pcs' | 'm' | 'l' | 'roll' | 'box' | 'set';
}

const material = (code: string, zh: string, en: string, de: string, unit: DemoMaterial['unit']): DemoMaterial => ({
  code,
  zh,
  en,
  de,
  unit,
});

export const DEMO_MATERIALS: DemoMaterial[] = [
  material('RM-STL-0150', '冷轧钢卷 1.5mm', 'Cold-rolled steel coil 1.5 mm', 'Kaltband-Coil 1,5 mm', 'kg'),
  material('RM-ALU-4040', '铝型材 40×40', 'Aluminium profile 40×40', 'Aluminiumprofil 40×40', 'm'),
  material('RM-CU-0025', '漆包铜线 Ø0.25', 'Enamelled copper wire Ø0.25', 'Kupferlackdraht Ø0,25', 'kg'),
  material('RM-PA6-GF30', 'PA6 玻纤增强粒料', 'PA6 GF30 granulate', 'PA6-GF30-Granulat', 'kg'),
  material('RM-PRM-GRY', '灰色底漆', 'Grey primer', 'Grundierung grau', 'l'),
  material('CP-BLT-M8X30', '六角螺栓 M8×30', 'Hex bolt M8×30', 'Sechskantschraube M8×30', 'pcs'),
  material('CP-NUT-M8', '六角螺母 M8', 'Hex nut M8', 'Sechskantmutter M8', 'pcs'),
  material(
    'CP-BRG-6204',
    '深沟球轴承 6204-2RS',
    'Deep-groove ball bearing 6204-2RS',
    'Rillenkugellager 6204-2RS',
    'pcs',
  ),
  material('CP-ORG-2515', 'O 型圈 25×1.5', 'O-ring 25×1.5', 'O-Ring 25×1,5', 'pcs'),
  material(
    'CP-SNS-IND12',
    '电感式接近开关 M12',
    'Inductive proximity sensor M12',
    'Induktiver Näherungsschalter M12',
    'pcs',
  ),
  material('PK-CTN-600', '五层瓦楞纸箱 600×400', 'Corrugated carton 600×400', 'Wellpappkarton 600×400', 'pcs'),
  material('PK-FLM-500', '缠绕膜 500mm', 'Stretch film 500 mm', 'Stretchfolie 500 mm', 'roll'),
  material('FG-GM-200', '齿轮减速电机 GM-200', 'Gear motor GM-200', 'Getriebemotor GM-200', 'pcs'),
  material('FG-GM-350', '齿轮减速电机 GM-350', 'Gear motor GM-350', 'Getriebemotor GM-350', 'pcs'),
  material('FG-PMP-C40', '离心泵总成 C40', 'Centrifugal pump assembly C40', 'Kreiselpumpe komplett C40', 'pcs'),
  material('FG-CAB-IP54', '控制柜 IP54', 'Control cabinet IP54', 'Schaltschrank IP54', 'pcs'),
  material('FG-VLV-DN50', '气动球阀 DN50', 'Pneumatic ball valve DN50', 'Pneumatischer Kugelhahn DN50', 'pcs'),
  material('FG-KIT-SRV', '维修备件包 A', 'Service kit A', 'Servicesatz A', 'set'),
  material('SP-FLT-HYD', '液压滤芯', 'Hydraulic filter element', 'Hydraulikfilterelement', 'pcs'),
  material('SP-GRS-EP2', '润滑脂 EP2', 'Grease EP2', 'Schmierfett EP2', 'box'),
];

/** [material code, storage location, quantity] */
export type DemoStockLine = readonly [string, string, number];

export interface DemoInboundOrder {
  orderNo: string;
  supplier: string;
  status: InboundOrderStatus;
  /** Days from the seed day (negative: in the past). */
  dueInDays: number;
  lineCount: number;
}

export interface DemoWarehouseStock {
  stock: DemoStockLine[];
  inbound: DemoInboundOrder[];
}

const order = (
  orderNo: string,
  supplier: string,
  status: InboundOrderStatus,
  dueInDays: number,
  lineCount: number,
): DemoInboundOrder => ({ orderNo, supplier, status, dueInDays, lineCount });

/** By plant code, then by data permission code. */
export const DEMO_WAREHOUSE_DATA: Record<string, Record<string, DemoWarehouseStock>> = {
  SZ01: {
    'WH-SZ-RAW': {
      stock: [
        ['RM-STL-0150', 'R-01-01', 12_480],
        ['RM-STL-0150', 'R-01-02', 6_215.5],
        ['RM-ALU-4040', 'R-02-01', 1_860],
        ['RM-CU-0025', 'R-02-03', 742.25],
        ['RM-PA6-GF30', 'R-03-01', 3_250],
        ['RM-PRM-GRY', 'R-04-02', 380],
        ['CP-BLT-M8X30', 'K-11-04', 24_000],
        ['CP-NUT-M8', 'K-11-05', 31_500],
        ['CP-BRG-6204', 'K-12-01', 1_240],
        ['CP-ORG-2515', 'K-12-03', 8_600],
        ['PK-CTN-600', 'P-01-01', 950],
        ['PK-FLM-500', 'P-01-02', 64],
      ],
      inbound: [
        order('IB-SZ-24101', '宝钢股份 Baosteel', 'closed', -6, 2),
        order('IB-SZ-24102', '苏州精密五金有限公司', 'closed', -3, 5),
        order('IB-SZ-24103', '巴斯夫 BASF Shanghai', 'receiving', 0, 1),
        order('IB-SZ-24104', '斯凯孚 SKF China', 'open', 1, 3),
        order('IB-SZ-24105', '昆山包装材料厂', 'open', 2, 2),
        order('IB-SZ-24106', '宝钢股份 Baosteel', 'open', 5, 1),
        order('IB-SZ-24107', '立邦涂料 Nippon Paint', 'open', 8, 2),
      ],
    },
    'WH-SZ-FG': {
      stock: [
        ['FG-GM-200', 'F-01-01', 186],
        ['FG-GM-200', 'F-01-02', 72],
        ['FG-GM-350', 'F-01-03', 54],
        ['FG-PMP-C40', 'F-02-01', 38],
        ['FG-CAB-IP54', 'F-03-01', 12],
        ['FG-VLV-DN50', 'F-02-04', 240],
        ['FG-KIT-SRV', 'F-04-01', 95],
        ['SP-FLT-HYD', 'F-04-02', 310],
      ],
      inbound: [
        order('IB-SZ-24111', '总装 A1 线 Assembly Line A1', 'closed', -2, 3),
        order('IB-SZ-24112', '总装 A2 线 Assembly Line A2', 'receiving', 0, 2),
        order('IB-SZ-24113', '总装 A1 线 Assembly Line A1', 'open', 1, 4),
        order('IB-SZ-24114', '机加 M1 线 Machining Line M1', 'open', 3, 1),
        order('IB-SZ-24115', '上海阀门厂 Shanghai Valve Works', 'open', 6, 2),
      ],
    },
  },
  ST01: {
    'WH-ST-01': {
      stock: [
        ['RM-STL-0150', 'A-10-01', 8_920],
        ['RM-ALU-4040', 'A-10-02', 2_430],
        ['RM-PRM-GRY', 'A-11-01', 215.75],
        ['CP-BLT-M8X30', 'B-20-01', 18_000],
        ['CP-NUT-M8', 'B-20-02', 22_750],
        ['CP-BRG-6204', 'B-21-01', 860],
        ['CP-SNS-IND12', 'B-22-03', 420],
        ['SP-FLT-HYD', 'C-30-01', 145],
        ['SP-GRS-EP2', 'C-30-02', 36],
        ['PK-FLM-500', 'C-31-01', 48],
      ],
      inbound: [
        order('IB-ST-08841', 'thyssenkrupp Materials Services', 'closed', -5, 2),
        order('IB-ST-08842', 'Würth GmbH', 'closed', -1, 6),
        order('IB-ST-08843', 'Festo SE & Co. KG', 'receiving', 0, 3),
        order('IB-ST-08844', 'Schaeffler Technologies', 'open', 2, 2),
        order('IB-ST-08845', 'Würth GmbH', 'open', 4, 4),
        order('IB-ST-08846', 'Hydac International', 'open', 9, 1),
      ],
    },
    'WH-ST-02': {
      stock: [
        ['FG-GM-200', 'V-01-01', 64],
        ['FG-GM-350', 'V-01-02', 41],
        ['FG-PMP-C40', 'V-02-01', 22],
        ['FG-CAB-IP54', 'V-03-01', 7],
        ['FG-VLV-DN50', 'V-02-02', 118],
        ['FG-KIT-SRV', 'V-04-01', 60],
        ['PK-CTN-600', 'V-05-01', 380],
      ],
      inbound: [
        order('IB-ST-08851', 'Montagelinie S1', 'closed', -4, 2),
        order('IB-ST-08852', 'Lackierlinie S2', 'closed', -1, 1),
        order('IB-ST-08853', 'Montagelinie S1', 'receiving', 0, 3),
        order('IB-ST-08854', 'Werk Suzhou (Transfer)', 'open', 12, 5),
        order('IB-ST-08855', 'DB Schenker Rücklieferung', 'open', 3, 1),
      ],
    },
  },
};
