import { dictionaryProblems } from '@workbench/app-kit/testing';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { DICTIONARIES, translator } from './translate';

describe('the dictionaries', () => {
  it('have every key in every language, with the same placeholders and no empty text', () => {
    expect(dictionaryProblems(DICTIONARIES, en)).toEqual([]);
  });

  it('fill placeholders and read the optional languages in English', () => {
    expect(translator('de-DE')('outputOfTarget', { output: 5, target: 9 })).toBe('5 von 9');
    expect(translator('zh-Hans')('andonTitle')).toBe('安灯看板');
    expect(translator('jp')('workOrdersTitle')).toBe('Work Orders');
  });
});
