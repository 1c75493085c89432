import type { CoreLanguage, MenuItem, MenuType } from '@workbench/contracts';
import fc from 'fast-check';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../testing/menu-item';
import { createPrefilteredFuse } from './prefiltered-fuse';
import { MENU_FUSE_OPTIONS, type SearchDocument, toSearchDocuments } from './search-documents';

type Names = [zh: string, en: string, de: string];

const SUBJECTS: Names[] = [
  ['库存', 'Stock', 'Bestand'],
  ['入库', 'Inbound', 'Einlagerung'],
  ['出库', 'Outbound', 'Auslagerung'],
  ['盘点', 'Stocktaking', 'Inventur'],
  ['工单', 'Work Order', 'Arbeitsauftrag'],
  ['质检', 'Inspection', 'Qualitätsprüfung'],
  ['移库', 'Stock Transfer', 'Umlagerung'],
  ['供应商', 'Supplier', 'Lieferant'],
  ['班组', 'Shift Team', 'Schichtgruppe'],
  ['重量', 'Weighing', 'Wägung'],
];
const ACTIONS: Names[] = [
  ['查询', 'Query', 'Abfrage'],
  ['列表', 'List', 'Liste'],
  ['报表', 'Report', 'Bericht'],
  ['维护', 'Maintenance', 'Pflege'],
  ['看板', 'Dashboard', 'Übersicht'],
  ['', '', ''],
];

// Long enough to put the words users look for near and past where Fuse stops looking (40 characters in).
const ARCHIVED_EN = 'Archived records of the previous fiscal year: ';
const ARCHIVED_DE = 'Archivierte Datensätze des Vorjahres: ';

/** A deterministic stream of numbers, so that the tree is the same on every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

function menu(id: string, menuType: MenuType, names: Names, path: string, children: MenuItem[]): MenuItem {
  return menuItem(id, menuType, names, path, { keepAliveFlag: true, children });
}

/**
 * About 1,400 pages whose titles repeat (with and without numbers), so that many pages tie on
 * score, some lack translations, and some are long enough to push a match past the window.
 */
function generateTree(): MenuItem[] {
  const next = numbers(7);
  return Array.from({ length: 6 }, (_, s) =>
    menu(`s${s}`, 'Service', [`服务${s}`, `Service ${s}`, `Dienst ${s}`], `/s${s}`, [
      ...Array.from({ length: 12 }, (_, m) => {
        const pages = Array.from({ length: 20 }, (_, p) => {
          const subject = SUBJECTS[next(SUBJECTS.length)] ?? ['', '', ''];
          const action = ACTIONS[next(ACTIONS.length)] ?? ['', '', ''];
          const number = next(3) === 0 ? '' : ` ${next(30)}`;
          const archived = next(4) === 0;
          const title: Names = [
            `${archived ? '上一财年的归档记录之' : ''}${subject[0]}${action[0]}${number.trim()}`,
            next(8) === 0 ? '' : `${archived ? ARCHIVED_EN : ''}${subject[1]} ${action[1]}${number}`.trim(),
            `${archived ? ARCHIVED_DE : ''}${subject[2]}${action[2].toLowerCase()}${number}`,
          ];
          return menu(`s${s}m${m}p${p}`, 'Page', title, `/s${s}/m${m}/${subject[1].toLowerCase()}-${p}`, []);
        });
        return menu(`s${s}m${m}`, 'Module', [`模块${m}`, `Module ${m}`, `Modul ${m}`], `/s${s}/m${m}`, pages);
      }),
    ]),
  );
}

const tree = generateTree();
const OPTIONS: IFuseOptions<SearchDocument> = { ...MENU_FUSE_OPTIONS, includeScore: true };
const TYPO_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz 0123456789/-äöü库存工单查询列表质检';

/** A query as users type them: part of a title, pinyin or path, perhaps mistyped, or anything at all. */
function queries(documents: SearchDocument[]) {
  const texts = documents.flatMap((document) => [document.title, document.path, ...document.pinyin]);
  const typo = fc.tuple(fc.nat(), fc.constantFrom('insert', 'delete', 'replace'), fc.constantFrom(...TYPO_CHARACTERS));
  const fromText = fc
    .tuple(
      fc.constantFrom(...texts),
      // Mostly from the start, where matches are; often from around where Fuse stops looking.
      fc.oneof(fc.nat(3), fc.integer({ min: 25, max: 50 }), fc.nat()),
      fc.integer({ min: 1, max: 34 }),
      fc.array(typo, { maxLength: 4 }),
    )
    .map(([text, start, length, typos]) => {
      const from = start % Math.max(1, text.length);
      let query = text.slice(from, from + length);
      for (const [at, kind, character] of typos) {
        const position = at % (query.length + 1);
        const rest = query.slice(position + (kind === 'insert' ? 0 : 1));
        query = query.slice(0, position) + (kind === 'delete' ? '' : character) + rest;
      }
      return query;
    });
  const anything = fc.string({ unit: fc.constantFrom(...TYPO_CHARACTERS), maxLength: 34 });
  const cased = fc.tuple(fc.oneof(fromText, anything), fc.boolean()).map(([q, upper]) => (upper ? q.toUpperCase() : q));
  return fc.oneof(
    cased,
    cased.map((q) => `  ${q} `),
  );
}

describe('createPrefilteredFuse', () => {
  describe.each<CoreLanguage>(['zh-Hans', 'en', 'de-DE'])('in %s', (language) => {
    const documents = toSearchDocuments(tree, language);
    const plain = new Fuse(documents, OPTIONS);
    const fast = createPrefilteredFuse(documents, OPTIONS);
    const answer = (results: { refIndex: number; score?: number }[]) =>
      results.map(({ refIndex, score }) => [refIndex, score]);

    it('finds exactly what Fuse finds over the whole collection, in the same order and with the same scores', () => {
      fc.assert(
        fc.property(queries(documents), fc.constantFrom(undefined, 1, 3, 50, 500), (query, limit) => {
          const expected = plain.search(query, limit === undefined ? undefined : { limit });
          expect(answer(fast.search(query, limit))).toEqual(answer(expected));
        }),
        { numRuns: 100 },
      );
    }, 60_000);

    it('agrees where random queries rarely go: whole values, and words where Fuse stops looking', () => {
      const texts = [...new Set(documents.flatMap((document) => [document.title, document.path, ...document.pinyin]))];
      const long = texts.filter((text) => text.length > 45).slice(0, 3);
      const edgeQueries = [
        // Whole values, so that some equal the query; those past one Bitap chunk are left to Fuse.
        ...texts.filter((text) => text.length <= 32).slice(0, 8),
        ...long.flatMap((text) =>
          [36, 38, 40, 41].flatMap((start) => [1, 3].map((length) => text.slice(start, start + length))),
        ),
      ];
      for (const query of edgeQueries) {
        for (const limit of [1, 50]) {
          expect(answer(fast.search(query, limit)), query).toEqual(answer(plain.search(query, { limit })));
        }
      }
    }, 60_000);
  });

  it('answers as Fuse does for queries the fast path leaves to it', () => {
    const documents = toSearchDocuments(tree, 'en');
    const plain = new Fuse(documents, OPTIONS);
    const fast = createPrefilteredFuse(documents, OPTIONS);
    for (const query of ['', '   ', 'stock transfer query report dashboard list', 'Stock Transfer Report 12']) {
      expect(fast.search(query, 20)).toEqual(plain.search(query, { limit: 20 }));
    }
  });
});
