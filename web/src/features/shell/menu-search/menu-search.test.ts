import type { MenuItem, MenuType } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../testing/menu-item';
import { createMenuSearch } from './menu-search';

type Names = [zh: string, en: string, de: string];

function menu(id: string, menuType: MenuType, names: Names, path: string, children: MenuItem[] = []): MenuItem {
  return menuItem(id, menuType, names, path, { keepAliveFlag: true, applicationId: 'wms', children });
}

const tree: MenuItem[] = [
  menu('svc-wms', 'Service', ['仓储管理', 'Warehouse', 'Lager'], '/wms', [
    menu('mod-stock', 'Module', ['库存管理', 'Stock', 'Bestand'], '/wms/stock', [
      menu('page-query', 'Page', ['库存查询', 'Stock Query', 'Bestandsabfrage'], '/wms/stock/query'),
      menu('page-list', 'Page', ['库存清单', 'Stock List', 'Bestandsliste'], '/wms/stock/list'),
      menu('page-transfer', 'Page', ['移库单', 'Stock Transfer', 'Umlagerung'], '/wms/stock/transfer'),
    ]),
    menu('mod-inbound', 'Module', ['入库管理', 'Inbound', 'Wareneingang'], '/wms/inbound', [
      menu('page-receipt', 'Page', ['收货单', 'Goods Receipt', ''], '/wms/inbound/receipt'),
    ]),
  ]),
  menu('svc-mes', 'Service', ['生产执行', 'Production', 'Produktion'], '/mes', [
    menu('mod-orders', 'Module', ['工单管理', 'Work Orders', 'Arbeitsaufträge'], '/mes/orders', [
      menu('page-orders', 'Page', ['工单列表', 'Work Order List', 'Auftragsliste'], '/mes/orders/list'),
      menu('page-inspect', 'Page', ['质检记录', 'Quality Inspection', 'Qualitätsprüfung'], '/mes/orders/inspection'),
    ]),
  ]),
];

const ids = (hits: { item: MenuItem }[]) => hits.map((hit) => hit.item.id);

describe('createMenuSearch', () => {
  describe('in English', () => {
    const search = createMenuSearch(tree, 'en');

    it('finds a page by a word of its title', () => {
      expect(ids(search.search('stock'))).toContain('page-list');
    });

    it('tolerates a typo', () => {
      expect(ids(search.search('stok list'))[0]).toBe('page-list');
    });

    it('gives titles in English and breadcrumbs of the ancestors', () => {
      const hit = search.search('inspection')[0];
      expect(hit?.title).toBe('Quality Inspection');
      expect(hit?.breadcrumb).toEqual(['Production', 'Work Orders']);
    });

    it('does not match Chinese titles by pinyin when English titles are shown', () => {
      expect(ids(search.search('kccx'))).toEqual([]);
    });
  });

  describe('in German', () => {
    const search = createMenuSearch(tree, 'de-DE');

    it('finds a page by a German word', () => {
      expect(ids(search.search('bestand'))).toContain('page-list');
    });

    it('falls back to the Chinese name when the German one is empty', () => {
      const hit = createMenuSearch(tree, 'de-DE').search('收货')[0];
      expect(hit?.item.id).toBe('page-receipt');
      expect(hit?.title).toBe('收货单');
      expect(hit?.breadcrumb).toEqual(['Lager', 'Wareneingang']);
    });
  });

  describe('in Chinese', () => {
    const search = createMenuSearch(tree, 'zh-Hans');

    it.each(['库存', 'kc', 'kucun', 'kccx', 'kucunchaxun'])('finds 库存查询 by %s', (query) => {
      expect(ids(search.search(query))).toContain('page-query');
    });

    it('ranks the exact initials first', () => {
      expect(ids(search.search('kccx'))[0]).toBe('page-query');
    });

    it('gives Chinese titles and breadcrumbs', () => {
      const hit = search.search('质检')[0];
      expect(hit).toMatchObject({ title: '质检记录', breadcrumb: ['生产执行', '工单管理'] });
    });
  });

  it('never returns Services or Modules', () => {
    for (const language of ['zh-Hans', 'en', 'de-DE'] as const) {
      const search = createMenuSearch(tree, language);
      for (const query of ['仓储', 'kc', 'gd', 'Warehouse', 'Stock', 'Work Orders', 'Bestand', 'Lager']) {
        for (const hit of search.search(query)) expect(hit.item.menuType).toBe('Page');
      }
    }
    expect(ids(createMenuSearch(tree, 'en').search('Warehouse'))).toEqual([]);
  });

  it('honours the limit', () => {
    expect(createMenuSearch(tree, 'en').search('stock', 1)).toHaveLength(1);
  });

  it('gives nothing for an empty or blank query', () => {
    const search = createMenuSearch(tree, 'zh-Hans');
    expect(search.search('')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
  });
});
