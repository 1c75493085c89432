import { dictionaryProblems } from '@workbench/app-kit/testing';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { DICTIONARIES, translator } from './translate';

describe('the dictionaries', () => {
  it('have every key in every language, with the same placeholders and no empty text', () => {
    expect(dictionaryProblems(DICTIONARIES, en)).toEqual([]);
  });

  it('fill placeholders and read the optional languages in English', () => {
    expect(translator('de-DE')('pageOf', { page: 2, pages: 3 })).toBe('Seite 2 von 3');
    expect(translator('zh-Hans')('totalItems', { total: 12 })).toBe('共 12 条');
    expect(translator('jp')('orderTitle')).toBe('Maintenance Orders');
  });
});
