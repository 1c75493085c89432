/** One dictionary key in the three core languages, under the service type that owns it. */
export interface DemoTerm {
  serviceType: 'Web' | 'Common';
  key: string;
  zh: string;
  en: string;
  de: string;
}

const web = (key: string, zh: string, en: string, de: string): DemoTerm => ({ serviceType: 'Web', key, zh, en, de });
const common = (key: string, zh: string, en: string, de: string): DemoTerm => ({
  serviceType: 'Common',
  key,
  zh,
  en,
  de,
});

/** Plant-specific wording the server adds over the portal's own dictionaries. */
export const DEMO_TERMS: DemoTerm[] = [
  web('app.title', '工作台', 'Workbench', 'Arbeitsplatz'),
  web('app.plantName', '苏州 · 斯图加特工厂', 'Suzhou · Stuttgart Plants', 'Werke Suzhou · Stuttgart'),
  web('login.welcome', '欢迎使用工作台', 'Welcome to the Workbench', 'Willkommen am Arbeitsplatz'),
  web(
    'login.subtitle',
    '一站式访问生产、仓储、质量与设备应用',
    'One place for production, warehouse, quality and maintenance applications',
    'Ein Zugang für Produktion, Lager, Qualität und Instandhaltung',
  ),
  web(
    'login.swipeCardHint',
    '请刷工卡登录',
    'Swipe your badge to sign in',
    'Zum Anmelden Mitarbeiterausweis durchziehen',
  ),
  web('login.faceIdHint', '请正对摄像头', 'Please face the camera', 'Bitte in die Kamera schauen'),
  web(
    'dashboard.greeting',
    '早上好，祝生产顺利！',
    'Good morning, have a safe shift!',
    'Guten Morgen und eine sichere Schicht!',
  ),
  web('dashboard.shiftNotice', '当班提醒', 'Shift notice', 'Schichthinweis'),
  web('dashboard.safetyDays', '安全生产天数', 'Days without accident', 'Tage ohne Unfall'),
  web('dashboard.oee', '设备综合效率', 'Overall equipment effectiveness', 'Gesamtanlageneffektivität'),
  web('workbench.allApplications', '全部应用', 'All applications', 'Alle Anwendungen'),
  web('workbench.noApplications', '暂无可用应用', 'No applications available', 'Keine Anwendungen verfügbar'),
  web('favourites.empty', '还没有收藏的页面', 'No favourite pages yet', 'Noch keine Favoriten'),
  common('common.plant', '工厂', 'Plant', 'Werk'),
  common('common.warehouse', '仓库', 'Warehouse', 'Lager'),
  common('common.productionLine', '产线', 'Production line', 'Fertigungslinie'),
  common('common.workCentre', '工作中心', 'Work centre', 'Arbeitsplatz'),
  common('common.workOrder', '工单', 'Work order', 'Fertigungsauftrag'),
  common('common.material', '物料', 'Material', 'Material'),
  common('common.batch', '批次', 'Batch', 'Charge'),
  common('common.serialNumber', '序列号', 'Serial number', 'Seriennummer'),
  common('common.quantity', '数量', 'Quantity', 'Menge'),
  common('common.unit.pcs', '件', 'pcs', 'Stk.'),
  common('common.storageBin', '库位', 'Storage bin', 'Lagerplatz'),
  common('common.shift', '班次', 'Shift', 'Schicht'),
  common('common.shift.early', '早班', 'Early shift', 'Frühschicht'),
  common('common.shift.late', '中班', 'Late shift', 'Spätschicht'),
  common('common.shift.night', '夜班', 'Night shift', 'Nachtschicht'),
  common('common.equipment', '设备', 'Equipment', 'Anlage'),
  common('common.downtime', '停机', 'Downtime', 'Stillstand'),
  common('common.scrap', '报废', 'Scrap', 'Ausschuss'),
  common('common.inspectionLot', '检验批', 'Inspection lot', 'Prüflos'),
  common('common.search', '查询', 'Search', 'Suchen'),
  common('common.reset', '重置', 'Reset', 'Zurücksetzen'),
  common('common.export', '导出', 'Export', 'Exportieren'),
  common('common.print', '打印', 'Print', 'Drucken'),
];
