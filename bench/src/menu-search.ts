// Side menu search at the scale of a large plant: 10,000 pages, typed keystroke by keystroke.
// A keystroke must answer within one frame (16 ms) or typing in the search box stutters.

import { pathToFileURL } from 'node:url';
import type { CoreLanguage, MenuItem, MenuType } from '@workbench/contracts';
import { createMenuSearch } from '../../web/src/features/shell/menu-search/menu-search';
import { menuItem } from '../../web/src/testing/menu-item';
import { printTable, type Row } from './table';

const FRAME_BUDGET_MS = 16;
const SERVICES = 20;
const MODULES_PER_SERVICE = 25;
const PAGES_PER_MODULE = 20;
const QUERIES = ['stock transfer', 'kc', 'kucun', '工单', 'inspect'];
const LANGUAGES: CoreLanguage[] = ['zh-Hans', 'en'];

type Word = [zh: string, en: string, de: string];

const AREAS: Word[] = [
  ['仓储', 'Warehouse', 'Lager'],
  ['生产', 'Production', 'Produktion'],
  ['质量', 'Quality', 'Qualität'],
  ['设备', 'Equipment', 'Anlagen'],
  ['采购', 'Purchasing', 'Einkauf'],
  ['销售', 'Sales', 'Vertrieb'],
  ['物流', 'Logistics', 'Logistik'],
];
const SUBJECTS: Word[] = [
  ['库存', 'Stock', 'Bestand'],
  ['入库', 'Inbound', 'Einlagerung'],
  ['出库', 'Outbound', 'Auslagerung'],
  ['盘点', 'Stocktaking', 'Inventur'],
  ['工单', 'Work Order', 'Arbeitsauftrag'],
  ['设备', 'Equipment', 'Anlage'],
  ['质检', 'Inspection', 'Prüfung'],
  ['移库', 'Stock Transfer', 'Umlagerung'],
  ['物料', 'Material', 'Material'],
  ['批次', 'Batch', 'Charge'],
  ['供应商', 'Supplier', 'Lieferant'],
  ['工艺', 'Routing', 'Arbeitsplan'],
  ['班组', 'Shift Team', 'Schichtgruppe'],
];
const ACTIONS: Word[] = [
  ['查询', 'Query', 'Abfrage'],
  ['列表', 'List', 'Liste'],
  ['报表', 'Report', 'Bericht'],
  ['维护', 'Maintenance', 'Pflege'],
  ['审核', 'Approval', 'Freigabe'],
  ['记录', 'Records', 'Protokoll'],
  ['看板', 'Dashboard', 'Übersicht'],
];

const pick = (words: Word[], index: number): Word => words[index % words.length] ?? ['', '', ''];

function node(id: string, menuType: MenuType, names: Word, path: string, children: MenuItem[]): MenuItem {
  return menuItem(id, menuType, names, path, { keepAliveFlag: true, applicationId: 'bench', children });
}

/** Names repeat on purpose, with a number to tell them apart, as real plants' menus do. */
function generateTree(): MenuItem[] {
  return Array.from({ length: SERVICES }, (_, s) => {
    const area = pick(AREAS, s);
    const service: Word = [`${area[0]}${s + 1}`, `${area[1]} ${s + 1}`, `${area[2]} ${s + 1}`];
    const modules = Array.from({ length: MODULES_PER_SERVICE }, (_, m) => {
      const subject = pick(SUBJECTS, s * 7 + m);
      const pages = Array.from({ length: PAGES_PER_MODULE }, (_, p) => {
        const pageSubject = pick(SUBJECTS, m + p);
        const action = pick(ACTIONS, s + m + p);
        const title: Word = [
          `${pageSubject[0]}${action[0]}${p + 1}`,
          `${pageSubject[1]} ${action[1]} ${p + 1}`,
          `${pageSubject[2]}${action[2].toLowerCase()} ${p + 1}`,
        ];
        return node(`s${s}m${m}p${p}`, 'Page', title, `/s${s}/m${m}/page-${p}`, []);
      });
      return node(`s${s}m${m}`, 'Module', subject, `/s${s}/m${m}`, pages);
    });
    return node(`s${s}`, 'Service', service, `/s${s}`, modules);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export async function measureMenuSearch(): Promise<Row[]> {
  const tree = generateTree();
  const rows: Row[] = [];
  for (const language of LANGUAGES) {
    const buildStart = performance.now();
    const menuSearch = createMenuSearch(tree, language);
    const buildMs = performance.now() - buildStart;

    // Every prefix of every query, as the search box sees them while the user types.
    const timings: number[] = [];
    for (const query of QUERIES) {
      for (let end = 1; end <= query.length; end++) {
        const start = performance.now();
        menuSearch.search(query.slice(0, end));
        timings.push(performance.now() - start);
      }
    }
    timings.sort((a, b) => a - b);
    const median = percentile(timings, 0.5);
    const pages = SERVICES * MODULES_PER_SERVICE * PAGES_PER_MODULE;
    rows.push(
      { measure: `menu search index build (${pages} pages, ${language})`, value: `${buildMs.toFixed(1)} ms` },
      {
        measure: `menu search median per keystroke (${timings.length} keystrokes, ${language})`,
        value: `${median.toFixed(2)} ms`,
        budget: `≤ ${FRAME_BUDGET_MS} ms`,
        ok: median <= FRAME_BUDGET_MS,
      },
      { measure: `menu search p95 per keystroke (${language})`, value: `${percentile(timings, 0.95).toFixed(2)} ms` },
    );
  }
  return rows;
}

// `npx tsx src/menu-search.ts` measures this alone, without building and starting the server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measureMenuSearch();
  printTable('Menu search', rows);
  process.exitCode = rows.some((row) => row.ok === false) ? 1 : 0;
}
