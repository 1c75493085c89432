import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../testing/menu-item';
import { handheldMenuOf, menuSections } from './handheld-menu-model';

const functionMenu = [
  menuItem('wms', 'Service', ['仓储管理', 'Warehouse Management', 'Lagerverwaltung'], '', {
    children: [
      menuItem('inv', 'Module', ['库存', 'Inventory', 'Bestand'], '', {
        children: [
          menuItem('stock', 'Page', ['库存查询', 'Stock List', 'Bestandsliste'], '/inventory/stock'),
          menuItem('count', 'Module', ['盘点', 'Counting', 'Inventur'], '', {
            children: [
              menuItem('cycle', 'Page', ['循环盘点', 'Cycle Count', 'Zyklische Inventur'], '/inventory/cycle'),
            ],
          }),
        ],
      }),
      menuItem('nowhere', 'Page', ['无地址', 'No address', 'Ohne Adresse'], ''),
      menuItem('help', 'Page', ['帮助', 'Help', 'Hilfe'], '/help'),
    ],
  }),
];

describe('the handheld menu', () => {
  it('groups the pages that open something under the folders they are in, in the language', () => {
    const sections = menuSections(functionMenu, 'de-DE');
    expect(sections.map((section) => [section.trail, section.pages.map((page) => page.id)])).toEqual([
      [[], ['help']],
      [['Bestand'], ['stock']],
      [['Bestand', 'Inventur'], ['cycle']],
    ]);
  });

  it('takes the handheld (isPda) menus when the application has a page there, else the function menu', () => {
    const pda = [menuItem('scan', 'Page', ['扫码入库', 'Scan receipt', 'Wareneingang scannen'], '/pda/receipt')];
    expect(handheldMenuOf(pda, functionMenu, 'en')).toMatchObject({
      source: 'pda',
      sections: [{ trail: [], pages: [{ id: 'scan' }] }],
    });
    expect(handheldMenuOf([], functionMenu, 'en').source).toBe('function');
    expect(handheldMenuOf(undefined, functionMenu, 'en').sections).toHaveLength(3);
  });
});
