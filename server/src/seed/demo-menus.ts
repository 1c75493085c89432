import type { DemoAppKey } from './demo-catalogue';

/** One menu node of the demo: names in Chinese, English and German (stored as the alias). */
export interface DemoMenuNames {
  /** Last segment of the menu code, e.g. "StockList" in "WMS.Inventory.StockList". */
  key: string;
  zh: string;
  en: string;
  de: string;
}

export interface DemoPage extends DemoMenuNames {
  route: string;
  /** 1 opens in a new window (e.g. boards shown on shop-floor screens). */
  pageType?: 0 | 1;
  keepAlive?: boolean;
}

export interface DemoModule extends DemoMenuNames {
  pages: DemoPage[];
}

export interface DemoMenuTree {
  service: DemoMenuNames;
  modules: DemoModule[];
}

const page = (
  key: string,
  zh: string,
  en: string,
  de: string,
  route: string,
  options: { pageType?: 0 | 1; keepAlive?: boolean } = {},
): DemoPage => ({ key, zh, en, de, route, ...options });

const module = (key: string, zh: string, en: string, de: string, pages: DemoPage[]): DemoModule => ({
  key,
  zh,
  en,
  de,
  pages,
});

export const DEMO_MENUS: Record<DemoAppKey, DemoMenuTree> = {
  WMS: {
    service: { key: 'WMS', zh: '仓储管理', en: 'Warehouse Management', de: 'Lagerverwaltung' },
    modules: [
      module('Inbound', '入库管理', 'Inbound', 'Wareneingang', [
        // "/inbound/orders" and "/inventory/stock" are served by the warehouse sub-application.
        page('Orders', '入库单', 'Inbound Orders', 'Eingangsaufträge', '/inbound/orders', { keepAlive: true }),
        page('Receipts', '收货确认', 'Receipts', 'Wareneingangsbuchung', '/inbound/receipts'),
        page('PutAway', '上架作业', 'Put-away', 'Einlagerung', '/inbound/put-away'),
        page('Asn', '预到货通知', 'Advance Shipping Notices', 'Lieferavis', '/inbound/asn'),
      ]),
      module('Inventory', '库存管理', 'Inventory', 'Bestand', [
        page('StockList', '库存查询', 'Stock List', 'Bestandsliste', '/inventory/stock', { keepAlive: true }),
        page('StockTransfer', '移库作业', 'Stock Transfer', 'Umlagerung', '/inventory/transfer'),
        page('CycleCount', '循环盘点', 'Cycle Count', 'Zyklische Inventur', '/inventory/cycle-count'),
      ]),
      module('Outbound', '出库管理', 'Outbound', 'Warenausgang', [
        page('Picking', '拣货作业', 'Picking', 'Kommissionierung', '/outbound/picking', { keepAlive: true }),
        page('Shipping', '发运确认', 'Shipping', 'Versand', '/outbound/shipping'),
        page('LoadingList', '装车单打印', 'Loading List Print', 'Ladeliste drucken', '/outbound/loading-list', {
          pageType: 1,
        }),
      ]),
    ],
  },
  // The pages the MES sub-application (apps/mes) serves; material calls, routings and bills of
  // materials are not part of the demo.
  MES: {
    service: { key: 'MES', zh: '制造执行', en: 'Manufacturing Execution', de: 'Fertigungssteuerung' },
    modules: [
      module('Planning', '生产计划', 'Production Planning', 'Produktionsplanung', [
        page('WorkOrders', '工单管理', 'Work Orders', 'Fertigungsaufträge', '/planning/work-orders', {
          keepAlive: true,
        }),
        page('Schedule', '生产排程', 'Production Schedule', 'Produktionsplan', '/planning/schedule'),
      ]),
      module('ShopFloor', '车间执行', 'Shop Floor', 'Fertigung', [
        page('Reporting', '生产报工', 'Production Reporting', 'Rückmeldung', '/shop-floor/reporting', {
          keepAlive: true,
        }),
        page('Andon', '安灯看板', 'Andon Board', 'Andon-Tafel', '/shop-floor/andon', { pageType: 1 }),
      ]),
      module('MasterData', '基础数据', 'Master Data', 'Stammdaten', [
        page('WorkCentres', '工作中心', 'Work Centres', 'Arbeitsplätze', '/master-data/work-centres'),
      ]),
    ],
  },
  MNT: {
    service: { key: 'MNT', zh: '设备维护', en: 'Maintenance', de: 'Instandhaltung' },
    modules: [
      module('Equipment', '设备管理', 'Equipment', 'Anlagen', [
        page('Ledger', '设备台账', 'Equipment Ledger', 'Anlagenverzeichnis', '/equipment/ledger', { keepAlive: true }),
        page('Status', '设备状态', 'Equipment Status', 'Anlagenstatus', '/equipment/status'),
      ]),
      module('Planning', '维护计划', 'Maintenance Planning', 'Instandhaltungsplanung', [
        page('PreventivePlans', '预防性维护计划', 'Preventive Plans', 'Wartungspläne', '/planning/preventive'),
        page('WorkRequests', '维修申请', 'Work Requests', 'Störmeldungen', '/planning/work-requests'),
        page('Orders', '维修工单', 'Maintenance Orders', 'Instandhaltungsaufträge', '/planning/orders'),
      ]),
      module('SpareParts', '备件管理', 'Spare Parts', 'Ersatzteile', [
        page('Stock', '备件库存', 'Spare Parts Stock', 'Ersatzteilbestand', '/spare-parts/stock'),
        page(
          'Requisitions',
          '备件领用',
          'Spare Parts Requisitions',
          'Ersatzteilanforderungen',
          '/spare-parts/requisitions',
        ),
      ]),
    ],
  },
  QMS: {
    service: { key: 'QMS', zh: '质量管理', en: 'Quality Management', de: 'Qualitätsmanagement' },
    modules: [
      module('Inspection', '检验管理', 'Inspection', 'Prüfung', [
        page('Incoming', '来料检验', 'Incoming Inspection', 'Wareneingangsprüfung', '/inspection/incoming'),
        page('InProcess', '过程检验', 'In-process Inspection', 'Zwischenprüfung', '/inspection/in-process'),
        page('Final', '成品检验', 'Final Inspection', 'Endprüfung', '/inspection/final'),
      ]),
      module('Nonconformance', '不合格品管理', 'Nonconformance', 'Fehlermanagement', [
        page('Ncr', '不合格品报告', 'Nonconformance Reports', 'Fehlerberichte', '/nonconformance/ncr'),
        page('EightD', '8D 报告', '8D Reports', '8D-Berichte', '/nonconformance/8d'),
      ]),
      module('Analysis', '质量分析', 'Quality Analysis', 'Qualitätsanalyse', [
        page('Spc', '统计过程控制', 'Statistical Process Control', 'Statistische Prozesslenkung', '/analysis/spc'),
        page('Dashboard', '质量看板', 'Quality Dashboard', 'Qualitäts-Dashboard', '/analysis/dashboard', {
          pageType: 1,
        }),
      ]),
    ],
  },
  EMS: {
    service: { key: 'EMS', zh: '能源监控', en: 'Energy Monitoring', de: 'Energiemonitoring' },
    modules: [
      module('Monitoring', '能源监测', 'Monitoring', 'Überwachung', [
        page('Overview', '能耗总览', 'Energy Overview', 'Energieübersicht', '/monitoring/overview'),
        page('Meters', '仪表读数', 'Meter Readings', 'Zählerstände', '/monitoring/meters'),
      ]),
      module('Analysis', '能耗分析', 'Analysis', 'Analyse', [
        page('Consumption', '能耗报表', 'Consumption Report', 'Verbrauchsbericht', '/analysis/consumption'),
        page('PeakLoad', '峰值负荷', 'Peak Load', 'Lastspitzen', '/analysis/peak-load'),
      ]),
    ],
  },
};

/** Menu code of a page: "<Service>.<Module>.<Page>". */
export const pageCode = (app: DemoAppKey, moduleKey: string, pageKey: string): string =>
  `${DEMO_MENUS[app].service.key}.${moduleKey}.${pageKey}`;
