import { describe, expect, it } from 'vitest';
import { en } from './en';
import { DICTIONARIES, translator } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the dictionaries', () => {
  it('have every key in every language, with the same placeholders and no empty text', () => {
    for (const [language, dictionary] of Object.entries(DICTIONARIES)) {
      expect(Object.keys(dictionary).sort(), language).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(dictionary)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it('fill placeholders and read the optional languages in English', () => {
    expect(translator('de-DE')('outputOfTarget', { output: 5, target: 9 })).toBe('5 von 9');
    expect(translator('zh-Hans')('andonTitle')).toBe('安灯看板');
    expect(translator('jp')('workOrdersTitle')).toBe('Work Orders');
  });
});
