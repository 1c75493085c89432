import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;

/**
 * Latin spellings of a Chinese title for search: full pinyin without tones ("kucunchaxun") and
 * initials ("kccx"), lower case and without spaces so that typing runs them together as users do.
 * Titles without Chinese characters give none: pinyin-pro would only echo their letters, which the
 * title key already matches.
 */
export function pinyinKeys(title: string): string[] {
  if (!HAN.test(title)) return [];
  const join = (syllables: string[]) => syllables.join('').replace(/\s+/g, '').toLowerCase();
  const full = join(pinyin(title, { toneType: 'none', type: 'array' }));
  const initials = join(pinyin(title, { pattern: 'first', toneType: 'none', type: 'array' }));
  return full === initials ? [full] : [full, initials];
}
