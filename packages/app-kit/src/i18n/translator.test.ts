import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../testing/dictionary-problems';
import { createTranslator } from './translator';

const en = { pageOf: 'Page {page} of {pages}', title: 'Stock' };
const translator = createTranslator({
  'zh-Hans': { pageOf: '第 {page} / {pages} 页', title: '库存' },
  en,
  'de-DE': { pageOf: 'Seite {page} von {pages}', title: 'Bestand' },
});

describe('createTranslator', () => {
  it('fills placeholders in the core languages and reads the optional ones in English', () => {
    expect(translator('de-DE')('pageOf', { page: 2, pages: 3 })).toBe('Seite 2 von 3');
    expect(translator('zh-Hans')('title')).toBe('库存');
    expect(translator('jp')('title')).toBe('Stock');
  });

  it('leaves a placeholder nobody filled as written', () => {
    expect(translator('en')('pageOf', { page: 1 })).toBe('Page 1 of {pages}');
  });
});

describe('dictionaryProblems', () => {
  it('names missing and extra keys, empty texts and differing placeholders', () => {
    const problems = dictionaryProblems({ en, 'de-DE': { pageOf: 'Seite {page}', extra: ' ' } }, en);
    expect(problems.sort()).toEqual(
      [
        'de-DE title: missing',
        'de-DE pageOf: placeholders page',
        'de-DE extra: not in the reference',
        'de-DE extra: empty',
      ].sort(),
    );
    expect(dictionaryProblems({ en }, en)).toEqual([]);
  });
});
